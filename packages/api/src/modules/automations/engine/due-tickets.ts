// The time rules' reads and writes (docs/product/automations.md#the-time-rules-pass): the tickets whose check instant
// (automation_checks) has come, read by its index with what the rules look at; the runs they already had; the next
// instant each must be looked at again; and making every ticket due when a time rule is saved.
import { and, inArray, sql } from 'drizzle-orm';
import { EntityType, TicketStatus } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import { automationRuns } from '../../../db/schema';
import { calendarForBranch, type WorkingCalendar } from '../../calendars';
import { ticketFactColumns, type TicketFacts } from './ticket-facts';

export interface DueTicket extends TicketFacts {
  /** The version of its check row that was read: the next instant is stored only if it is still this one. */
  checkVersion: number;
  createdDate: Date;
  expireDate: Date | null;
  /** The deadline as occasions name it (db/iso-text.ts). */
  deadlineKey: string | null;
  /** The last change or message (notes included), whichever is later. */
  activeSince: Date;
  activityKey: string;
  /** The internal user's public message the creator has not answered (null when the last one is not such). */
  awaitedSince: Date | null;
  awaitedKey: string | null;
}

/** Up to `limit` tickets due by `now`, the longest-due first, with what the time rules look at. */
export function dueTickets(db: Executor, now: Date, limit: number): Promise<DueTicket[]> {
  const awaited = sql`CASE WHEN mu.entity_type_id = ${EntityType.Internal} AND lm.author <> wi.created_by THEN lm.since END`;
  return queryRows<DueTicket>(
    db,
    sql`SELECT ${ticketFactColumns}, c.version::int AS "checkVersion",
               wi.created_date AS "createdDate", wi.expire_date AS "expireDate",
               ${isoText(sql`wi.expire_date`)} AS "deadlineKey",
               a.since AS "activeSince", ${isoText(sql`a.since`)} AS "activityKey",
               ${awaited} AS "awaitedSince", ${isoText(awaited)} AS "awaitedKey"
          FROM automation_checks c
          JOIN work_items wi ON wi.id = c.work_item_id
          JOIN users cu ON cu.id = wi.created_by
          CROSS JOIN LATERAL (SELECT GREATEST(wi.modified_date, (SELECT max(d.created_date) FROM work_item_discussions d
                                                                 WHERE d.work_item_id = wi.id)) AS since) a
          LEFT JOIN LATERAL (SELECT d.created_by AS author, d.created_date AS since FROM work_item_discussions d
                              WHERE d.work_item_id = wi.id AND NOT d.is_internal
                              ORDER BY d."order" DESC, d.id DESC LIMIT 1) lm ON TRUE
          LEFT JOIN users mu ON mu.id = lm.author
         WHERE c.check_date <= ${now}
         ORDER BY c.check_date, c.work_item_id
         LIMIT ${limit}`,
  );
}

/** The runs the time rules already had on the tickets, as runKey texts (by the runs' unique index). */
export async function pastRuns(db: Executor, ruleIds: number[], ticketIds: number[]): Promise<Set<string>> {
  const rows = await db
    .select({ ruleId: automationRuns.ruleId, workItemId: automationRuns.workItemId, occasion: automationRuns.occasion })
    .from(automationRuns)
    .where(and(inArray(automationRuns.ruleId, ruleIds), inArray(automationRuns.workItemId, ticketIds)));
  return new Set(rows.map((row) => runKey(row.ruleId, row.workItemId, row.occasion)));
}

export const runKey = (ruleId: number, ticketId: number, occasion: string) => `${ruleId} ${ticketId} ${occasion}`;

export interface NextCheck {
  id: number;
  /** The version read with the ticket: a change since then made it due again, and that stays. */
  version: number;
  /** Null: no time rule can be due on it until it changes. */
  at: Date | null;
}

const checkValues = (checks: NextCheck[]) =>
  sql.join(
    checks.map(({ id, version, at }) => sql`(${id}::int, ${version}::bigint, ${at}::timestamptz)`),
    sql`, `,
  );

/** Stores when each ticket must be looked at again, unless it changed since it was read. */
export async function storeNextChecks(db: Executor, checks: NextCheck[]): Promise<void> {
  const later = checks.filter((check) => check.at !== null);
  const never = checks.filter((check) => check.at === null);
  if (later.length > 0)
    await db.execute(sql`
      UPDATE automation_checks c SET check_date = v.at FROM (VALUES ${checkValues(later)}) AS v(id, version, at)
       WHERE c.work_item_id = v.id AND c.version = v.version`);
  if (never.length > 0)
    await db.execute(sql`
      DELETE FROM automation_checks c USING (VALUES ${checkValues(never)}) AS v(id, version, at)
       WHERE c.work_item_id = v.id AND c.version = v.version`);
}

/**
 * Makes every active ticket due at the next pass (finalised ones too when `finishedToo`): a saved escalation or
 * schedule must look at the tickets that were waiting for no rule.
 */
export async function rearmTimeRules(db: Executor, finishedToo: boolean): Promise<void> {
  await db.execute(sql`
    INSERT INTO automation_checks (work_item_id, check_date)
    SELECT id, created_date FROM work_items
     WHERE is_active AND ${finishedToo ? sql`TRUE` : sql`status_id <> ${TicketStatus.Finished}`}
    ON CONFLICT (work_item_id) DO UPDATE SET check_date = EXCLUDED.check_date, version = automation_checks.version + 1`);
}

/** Each branch's calendar, read once for the caller's pass (null: 24×7). */
export function branchCalendars(db: Executor) {
  const calendars = new Map<number | null, WorkingCalendar | null>();
  return async (branch: number | null): Promise<WorkingCalendar | null> => {
    if (!calendars.has(branch)) calendars.set(branch, await calendarForBranch(db, branch));
    return calendars.get(branch) ?? null;
  };
}
