// SLA warnings: a type 0 notification to the assignee when an open ticket reaches 80% of its time to expiry and
// when it expires, once each (sla_alerts remembers what was sent; concurrent runs cannot send twice).
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

export async function sendSlaWarnings(db: Executor, now = new Date()): Promise<number> {
  const sent = await queryRows<{ id: number }>(
    db,
    sql`
    WITH due AS (
      SELECT wi.id, wi.assigned_to, wi.subject, '80' AS kind FROM work_items wi
       WHERE wi.status_id <> 3 AND wi.expire_date IS NOT NULL AND wi.assigned_to IS NOT NULL
         AND ${now}::timestamptz >= wi.created_date + (wi.expire_date - wi.created_date) * 0.8
      UNION ALL
      SELECT wi.id, wi.assigned_to, wi.subject, 'expired' FROM work_items wi
       WHERE wi.status_id <> 3 AND wi.expire_date IS NOT NULL AND wi.assigned_to IS NOT NULL AND ${now}::timestamptz >= wi.expire_date
    ), fresh AS (
      INSERT INTO sla_alerts (work_item_id, kind) SELECT id, kind FROM due ON CONFLICT DO NOTHING RETURNING work_item_id, kind
    )
    INSERT INTO notifications (user_id, type, work_item_id, text, url)
    SELECT due.assigned_to, 0, due.id,
           CASE fresh.kind WHEN 'expired' THEN 'El ticket #' || due.id || ' expiró: ' || due.subject
                ELSE 'El ticket #' || due.id || ' alcanzó el 80% de su tiempo de atención: ' || due.subject END,
           '/ticket/' || due.id
      FROM fresh JOIN due ON due.id = fresh.work_item_id AND due.kind = fresh.kind
    RETURNING id`,
  );
  return sent.length;
}

/** Checks every minute; returns a function that stops it. */
export function startSlaWarnings(db: Executor, log: { error(obj: object, msg: string): void }): () => void {
  const timer = setInterval(() => {
    sendSlaWarnings(db).catch((error: unknown) => log.error({ err: error }, 'SLA warnings failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
