// Escalations (docs/product/automations.md): an escalation rule with `percentOfSla` p fires once per deadline on an
// open ticket when p% of the working time between its creation and its expireDate (its branch's calendar) has
// passed. The occasion names the deadline, so a moved deadline re-arms it. One process at a time evaluates them: the
// pass holds a transaction-scoped advisory lock and a process that cannot take it skips its turn.
import { sql } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { calendarForBranch, slaWarningAt, type WorkingCalendar } from '../../calendars';
import { engineRepository as repository, type RuleRow } from './engine.repository';
import { runRule } from './rule-runner';

/** The first key of the two-key advisory lock: 'esca' in ASCII, apart from every other lock of the product. */
const ESCALATION_LOCK_NAMESPACE = 0x65736361;

interface Candidate {
  id: number;
  createdDate: Date;
  expireDate: Date;
  companyLocationId: number | null;
  occasion: string;
}

/**
 * Open tickets with a deadline this rule has not yet escalated at that deadline. A level of 100% or more is reached
 * only after the deadline, so the expireDate index bounds those; a lower level is reached between creation and the
 * deadline, and every open ticket is a candidate (the bench must check this read at 1M tickets).
 */
function candidates(db: Executor, rule: RuleRow, percent: number, now: Date): Promise<Candidate[]> {
  const finishedToo = rule.conditions.statusIds.includes(TicketStatus.Finished);
  const occasion = sql`'escalation:' || ${String(percent)} || ':' ||
    to_char(wi.expire_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return queryRows<Candidate>(
    db,
    sql`SELECT wi.id, wi.created_date AS "createdDate", wi.expire_date AS "expireDate",
               wi.company_location_id AS "companyLocationId", ${occasion} AS occasion
          FROM work_items wi
         WHERE wi.expire_date IS NOT NULL AND wi.is_active
           AND ${finishedToo ? sql`TRUE` : sql`wi.status_id <> ${TicketStatus.Finished}`}
           AND ${percent >= 100 ? sql`wi.expire_date <= ${now}` : sql`wi.created_date <= ${now}`}
           AND NOT EXISTS (SELECT 1 FROM automation_runs r
                            WHERE r.rule_id = ${rule.id} AND r.work_item_id = wi.id AND r.occasion = ${occasion})
         ORDER BY wi.expire_date, wi.id`,
  );
}

/** The instant `percent`% of the working time from creation to the deadline has passed. */
export const levelReachedAt = (calendar: WorkingCalendar | null, ticket: Candidate, percent: number): Date =>
  slaWarningAt(calendar, new Date(ticket.createdDate), new Date(ticket.expireDate), percent / 100);

async function escalate(ctx: AppContext, log: Logger, rule: RuleRow, now: Date): Promise<void> {
  const percent = rule.threshold?.percentOfSla;
  if (!percent) return;
  const calendars = new Map<number | null, WorkingCalendar | null>();
  const calendarOf = async (branch: number | null) => {
    if (!calendars.has(branch)) calendars.set(branch, await calendarForBranch(ctx.db, branch));
    return calendars.get(branch) ?? null;
  };
  for (const ticket of await candidates(ctx.db, rule, percent, now)) {
    if (levelReachedAt(await calendarOf(ticket.companyLocationId), ticket, percent) > now) continue;
    await runRule(ctx, log, rule, { ticketId: ticket.id, key: ticket.occasion, reason: 'escalation', depth: 1, at: now });
  }
}

/** One pass over the active escalation rules, by one process at a time; false when another process holds the turn. */
export async function runEscalations(ctx: AppContext, log: Logger, now: Date): Promise<boolean> {
  const rules = await repository.activeRules(ctx.db, 'escalation');
  if (rules.length === 0) return true;
  return ctx.db.transaction(async (tx) => {
    const [turn] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${ESCALATION_LOCK_NAMESPACE}, 0) AS locked`,
    );
    if (!turn.locked) return false;
    for (const rule of rules) await escalate({ ...ctx, db: tx }, log, rule, now);
    return true;
  });
}
