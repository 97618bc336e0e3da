// Delivers outbox rows: claims a batch with FOR UPDATE SKIP LOCKED and a lease (so several processes never take the
// same row, and a row whose process died is taken again when its lease ends), runs the row's handler, then marks it
// sent or schedules a retry with exponential backoff.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

export type DeliveryHandler = (payload: any) => Promise<void>;

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const LEASE_SECONDS = 300;
const BATCH = 20;
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

export function createOutboxWorker(
  db: Executor,
  handlers: Record<string, DeliveryHandler>,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): OutboxWorker {
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function deliverDue(): Promise<number> {
    if (kinds.length === 0) return 0;
    const rows = await queryRows<{ id: number; kind: string; payload: unknown; attempts: number }>(
      db,
      sql`
      WITH due AS (
        SELECT id FROM outbox
         WHERE sent_date IS NULL AND next_attempt_at <= now() AND kind IN (${sql.join(
           kinds.map((k) => sql`${k}`),
           sql`, `,
         )})
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
        FROM due WHERE o.id = due.id
      RETURNING o.id, o.kind, o.payload, o.attempts`,
    );
    for (const row of rows) {
      try {
        await handlers[row.kind](row.payload);
        await db.execute(sql`UPDATE outbox SET sent_date = now(), last_error = NULL WHERE id = ${row.id}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'delivery failed; will retry');
        await db.execute(sql`
          UPDATE outbox SET last_error = ${message.slice(0, 2000)}, next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
           WHERE id = ${row.id}`);
      }
    }
    return rows.length;
  }

  const runOnce = () => {
    // One pass at a time per process; concurrent callers share it.
    running ??= deliverDue().finally(() => (running = null));
    return running;
  };

  return {
    runOnce,
    start(intervalMs = 2000) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: error }, 'outbox delivery pass failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
