// SLA warnings: a generic notification to the assignee when an open ticket reaches 80% of its time to expiry and
// when it expires, once each (sla_alerts remembers what was sent; concurrent runs cannot send twice). The ticket's
// sla_alerted says how far it got, so a check reads only the open tickets still owed a warning (a partial index).
// The 80% instant is the ticket's warning_date, counted in the working time of its branch calendar
// (docs/product/calendars.md#working-time-and-sla-deadlines) wherever expire_date is written; a ticket saved before
// that column existed, until the deadline recomputation fills it in, is warned at 80% of the elapsed time as before.
import { sql } from 'drizzle-orm';
import { NotificationType, TicketStatus } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { runEvery, type JobLog } from '../../../lib/periodic';

/** The kinds of warning sla_alerts remembers per ticket. */
export const SlaAlertKind = { Warning: '80', Expired: 'expired' } as const;
/** How far a ticket's warnings got (work_items.sla_alerted): none, the 80% warning, the expiry too. */
const SlaAlertLevel = { None: 0, Warning: 1, Expired: 2 } as const;
/** The share of a ticket's time to expiry at which its assignee is warned, for tickets without a warning_date. */
const WARNING_SHARE = 0.8;
const CHECK_INTERVAL_MS = 60_000;

// Constants inlined as SQL literals, so the statement text is fixed.
const FINISHED = sql.raw(String(TicketStatus.Finished));
const GENERIC = sql.raw(String(NotificationType.Generic));
const WARNING = sql.raw(`'${SlaAlertKind.Warning}'`);
const EXPIRED = sql.raw(`'${SlaAlertKind.Expired}'`);
const level = (value: number) => sql.raw(String(value));
/** An open assigned ticket with a deadline and a warning still owed: the condition of work_items_sla_pending_idx. */
const OWED = sql`wi.sla_alerted < ${level(SlaAlertLevel.Expired)} AND wi.status_id <> ${FINISHED}
  AND wi.expire_date IS NOT NULL AND wi.assigned_to IS NOT NULL`;

export async function sendSlaWarnings(db: Executor, now = new Date()): Promise<number> {
  const sent = await queryRows<{ id: number }>(
    db,
    sql`
    WITH due AS (
      SELECT wi.id, wi.assigned_to, wi.subject, ${WARNING} AS kind FROM work_items wi
       WHERE ${OWED} AND wi.sla_alerted = ${level(SlaAlertLevel.None)}
         AND ${now}::timestamptz >= coalesce(wi.warning_date,
                                              wi.created_date + (wi.expire_date - wi.created_date) * ${sql.raw(String(WARNING_SHARE))})
      UNION ALL
      SELECT wi.id, wi.assigned_to, wi.subject, ${EXPIRED} FROM work_items wi
       WHERE ${OWED} AND ${now}::timestamptz >= wi.expire_date
    ), fresh AS (
      INSERT INTO sla_alerts (work_item_id, kind) SELECT id, kind FROM due ON CONFLICT DO NOTHING RETURNING work_item_id, kind
    ), passed AS (
      UPDATE work_items wi SET sla_alerted = reached.level
        FROM (SELECT id, max(CASE kind WHEN ${EXPIRED} THEN ${level(SlaAlertLevel.Expired)}
                                       ELSE ${level(SlaAlertLevel.Warning)} END) AS level
                FROM due GROUP BY id) reached
       WHERE wi.id = reached.id AND wi.sla_alerted < reached.level
    )
    INSERT INTO notifications (user_id, type, work_item_id, text, url)
    SELECT due.assigned_to, ${GENERIC}, due.id,
           CASE fresh.kind WHEN ${EXPIRED} THEN 'El ticket #' || due.id || ' expiró: ' || due.subject
                ELSE 'El ticket #' || due.id || ' alcanzó el 80% de su tiempo de atención: ' || due.subject END,
           '/ticket/' || due.id
      FROM fresh JOIN due ON due.id = fresh.work_item_id AND due.kind = fresh.kind
    RETURNING id`,
  );
  return sent.length;
}

/** Checks every minute (a check that fails, the database being away, is logged and the next one runs); returns a stop. */
export const startSlaWarnings = (db: Executor, log: JobLog, intervalMs = CHECK_INTERVAL_MS) =>
  runEvery(intervalMs, () => sendSlaWarnings(db), log, 'SLA warnings failed');
