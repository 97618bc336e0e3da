// The time rules' pass (docs/product/automations.md#the-time-rules-pass): it reads, by the index of
// automation_checks, only the tickets whose check instant has come, runs the escalations and schedules
// due on each (in their order) and stores when each other ticket must be looked at next. One process at a time: each
// batch holds a transaction-scoped advisory lock, and a process that cannot take it skips its turn. Each rule's run is
// claimed by the unique index of automation_runs, so even a second pass could not run one twice.
import { sql } from 'drizzle-orm';
import type { AppContext, Logger } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import type { WorkingCalendar } from '../../calendars';
import { conditionsHold } from './conditions';
import { branchCalendars, dueTickets, pastRuns, runKey, storeNextChecks, type DueTicket, type NextCheck } from './due-tickets';
import { engineRepository as repository, type RuleRow } from './engine.repository';
import { escalationOccasion } from './escalations';
import { runRule } from './rule-runner';
import { scheduleOccasion } from './schedules';
import type { TimeOccasion } from './time-occasion';

/** The first key of the two-key advisory lock: 'esca' in ASCII, apart from every other lock of the product. */
export const TIME_RULES_LOCK_NAMESPACE = 0x65736361;
/** Tickets looked at per transaction: a pass after a rule's save, when every open ticket is due, goes batch by batch. */
export const TIME_RULES_BATCH = 500;
/**
 * A pass starts no new batch after this long: a catch-up of many due tickets goes on at the next pass, and the
 * triggers, which wait for the worker's pass to end, keep answering within seconds.
 */
const PASS_BUDGET_MS = 5_000;

type OccasionOf = (rule: RuleRow, ticket: DueTicket, calendar: WorkingCalendar | null) => TimeOccasion | null;
const occasionOf: Record<string, OccasionOf> = { escalation: escalationOccasion, schedule: scheduleOccasion };

interface Pending {
  rule: RuleRow;
  occasion: TimeOccasion;
}

async function takeTurn(tx: Executor): Promise<boolean> {
  const [turn] = await queryRows<{ locked: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(${TIME_RULES_LOCK_NAMESPACE}, 0) AS locked`,
  );
  return turn.locked;
}

/** The rules' occasions on the ticket that have not run yet and whose conditions hold. */
function pendingOn(ticket: DueTicket, rules: RuleRow[], calendar: WorkingCalendar | null, ran: Set<string>): Pending[] {
  return rules.flatMap((rule) => {
    const occasion = occasionOf[rule.kind]?.(rule, ticket, calendar);
    if (!occasion || ran.has(runKey(rule.id, ticket.id, occasion.key))) return [];
    return conditionsHold(rule.conditions, ticket) ? [{ rule, occasion }] : [];
  });
}

const earliest = (instants: Date[]): Date | null =>
  instants.length === 0 ? null : new Date(Math.min(...instants.map((instant) => instant.getTime())));

/**
 * Looks at one batch of due tickets: runs the rules due on each; a ticket none was due on gets its next check instant
 * (one a rule ran on stays due, so the next batch looks at it again as the rule left it). Answers the batch's size.
 */
async function lookAtDueTickets(ctx: AppContext, log: Logger, rules: RuleRow[], now: Date): Promise<number> {
  const tickets = await dueTickets(ctx.db, now, TIME_RULES_BATCH);
  if (tickets.length === 0) return 0;
  const ran = await pastRuns(
    ctx.db,
    rules.map((rule) => rule.id),
    tickets.map((ticket) => ticket.id),
  );
  const calendarOf = branchCalendars(ctx.db);
  const nextChecks: NextCheck[] = [];
  for (const ticket of tickets) {
    const pending = pendingOn(ticket, rules, await calendarOf(ticket.companyLocationId), ran);
    const due = pending.filter(({ occasion }) => occasion.dueAt <= now);
    for (const { rule, occasion } of due) {
      await runRule(ctx, log, rule, { ticketId: ticket.id, key: occasion.key, reason: occasion.reason, depth: 1, at: now });
    }
    const at = earliest(pending.map(({ occasion }) => occasion.dueAt));
    if (due.length === 0) nextChecks.push({ id: ticket.id, version: ticket.checkVersion, at });
  }
  await storeNextChecks(ctx.db, nextChecks);
  return tickets.length;
}

/**
 * Runs the due escalations and schedules, batch after batch, for at most PASS_BUDGET_MS (of the process's own clock,
 * not `now`); false when another process holds the turn.
 */
export async function runTimeRules(ctx: AppContext, log: Logger, now: Date): Promise<boolean> {
  const rules = [...(await repository.activeRules(ctx.db, 'escalation')), ...(await repository.activeRules(ctx.db, 'schedule'))];
  if (rules.length === 0) return true;
  const started = performance.now();
  while (performance.now() - started < PASS_BUDGET_MS) {
    const looked = await ctx.db.transaction(async (tx) =>
      (await takeTurn(tx)) ? lookAtDueTickets({ ...ctx, db: tx }, log, rules, now) : null,
    );
    if (looked === null) return false;
    if (looked < TIME_RULES_BATCH) return true;
  }
  return true;
}
