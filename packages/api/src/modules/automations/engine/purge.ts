// The purge of what the automations no longer need (docs/product/automations.md#limits): processed ticket events after
// 7 days, and runs after 90 days except each rule's last 50 (the runs screen lists them). A time rule's run is also
// kept while its ticket could meet the same occasion again (an escalation's deadline, an idle stretch, a wait are still
// current on an open ticket): deleting it would run the rule twice for one occasion.
import { sql, type SQL } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { RUNS_LISTED } from '../rules/automations.repository';

const DAY_MS = 86_400_000;
export const PROCESSED_EVENTS_KEPT_DAYS = 7;
export const RUNS_KEPT_DAYS = 90;

/** Runs a DELETE and answers how many rows it removed (the same on both drivers). */
async function countDeleted(db: Executor, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
  );
  return row.deleted;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes processed events older than the retention; answers how many. */
async function purgeEvents(db: Executor, now: Date): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM ticket_events
         WHERE processed_date IS NOT NULL AND processed_date < ${before(now, PROCESSED_EVENTS_KEPT_DAYS)}`,
  );
}

/** A run whose occasion can no longer come back: a trigger's or macro's, or one on a ticket the rule reads no more. */
const occasionOver = sql`(ru.kind IN ('trigger', 'macro') OR NOT wi.is_active
  OR (wi.status_id = ${TicketStatus.Finished} AND NOT ru.conditions -> 'statusIds' @> ${String(TicketStatus.Finished)}::jsonb))`;

/** Deletes runs older than the retention, except each rule's last RUNS_LISTED and those still guarding an occasion. */
async function purgeRuns(db: Executor, now: Date): Promise<number> {
  return countDeleted(
    db,
    sql`DELETE FROM automation_runs WHERE id IN (
      SELECT r.id
        FROM (SELECT id, rule_id, work_item_id, at,
                     row_number() OVER (PARTITION BY rule_id ORDER BY at DESC, id DESC) AS newer
                FROM automation_runs) r
        JOIN automation_rules ru ON ru.id = r.rule_id
        JOIN work_items wi ON wi.id = r.work_item_id
       WHERE r.newer > ${RUNS_LISTED} AND r.at < ${before(now, RUNS_KEPT_DAYS)} AND ${occasionOver})`,
  );
}

export async function purgeAutomationRecords(db: Executor, now: Date): Promise<{ events: number; runs: number }> {
  return { events: await purgeEvents(db, now), runs: await purgeRuns(db, now) };
}
