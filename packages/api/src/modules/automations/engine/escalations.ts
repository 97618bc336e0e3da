// Escalations (docs/product/automations.md): an escalation rule with `percentOfSla` p fires once per deadline on an
// open ticket when p% of the working time between its creation and its expireDate (its branch's calendar) has
// passed. The occasion names the deadline, so a moved deadline re-arms it. Run by the time rules' pass (time-rules.ts),
// one process at a time.
import { sql } from 'drizzle-orm';
import type { AppContext, Logger } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { slaWarningAt, type WorkingCalendar } from '../../calendars';
import type { RuleRow } from './engine.repository';
import { runRule } from './rule-runner';
import { isoText } from '../../../db/iso-text';
import { branchCalendars, notYetRun, ticketsTheRuleReads } from './time-rule-sql';

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
  const occasion = sql`'escalation:' || ${String(percent)} || ':' || ${isoText(sql`wi.expire_date`)}`;
  return queryRows<Candidate>(
    db,
    sql`SELECT wi.id, wi.created_date AS "createdDate", wi.expire_date AS "expireDate",
               wi.company_location_id AS "companyLocationId", ${occasion} AS occasion
          FROM work_items wi
         WHERE wi.expire_date IS NOT NULL AND ${ticketsTheRuleReads(rule)}
           AND ${percent >= 100 ? sql`wi.expire_date <= ${now}` : sql`wi.created_date <= ${now}`}
           AND ${notYetRun(rule, occasion)}
         ORDER BY wi.expire_date, wi.id`,
  );
}

/** The instant `percent`% of the working time from creation to the deadline has passed. */
export const levelReachedAt = (calendar: WorkingCalendar | null, ticket: Candidate, percent: number): Date =>
  slaWarningAt(calendar, new Date(ticket.createdDate), new Date(ticket.expireDate), percent / 100);

/** Runs one escalation rule on the tickets that reached its level, inside `ctx.db` (the time rules' transaction). */
export async function escalate(ctx: AppContext, log: Logger, rule: RuleRow, now: Date): Promise<void> {
  const percent = rule.threshold?.percentOfSla;
  if (!percent) return;
  const calendarOf = branchCalendars(ctx.db);
  for (const ticket of await candidates(ctx.db, rule, percent, now)) {
    if (levelReachedAt(await calendarOf(ticket.companyLocationId), ticket, percent) > now) continue;
    await runRule(ctx, log, rule, { ticketId: ticket.id, key: ticket.occasion, reason: 'escalation', depth: 1, at: now });
  }
}
