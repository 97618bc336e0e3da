// What the time rules (escalations and schedules) share: the filter of the tickets a rule looks at, whether it ran for
// an occasion, and the branch calendars read once per pass. Occasions name instants by db/iso-text.ts.
import { sql, type SQL } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { calendarForBranch, type WorkingCalendar } from '../../calendars';
import type { RuleRow } from './engine.repository';

/** Active tickets, finalised ones only when the rule's conditions name status 3 (docs/product/automations.md). */
export function ticketsTheRuleReads(rule: RuleRow): SQL {
  const finishedToo = rule.conditions.statusIds.includes(TicketStatus.Finished);
  return sql`wi.is_active AND ${finishedToo ? sql`TRUE` : sql`wi.status_id <> ${TicketStatus.Finished}`}`;
}

/** The rule has not yet run on the ticket (`wi`) for `occasion`. */
export const notYetRun = (rule: RuleRow, occasion: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM automation_runs r
                   WHERE r.rule_id = ${rule.id} AND r.work_item_id = wi.id AND r.occasion = ${occasion})`;

/** Each branch's calendar, read once for the caller's pass (null: 24×7). */
export function branchCalendars(db: Executor) {
  const calendars = new Map<number | null, WorkingCalendar | null>();
  return async (branch: number | null): Promise<WorkingCalendar | null> => {
    if (!calendars.has(branch)) calendars.set(branch, await calendarForBranch(db, branch));
    return calendars.get(branch) ?? null;
  };
}
