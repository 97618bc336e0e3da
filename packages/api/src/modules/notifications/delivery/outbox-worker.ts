// Delivers outbox rows. A pass claims a batch with FOR UPDATE SKIP LOCKED and a short lease, so several processes
// never take the same row; a heartbeat renews the lease while the batch is being sent, so a slow SMTP server does not
// let another process send a row again, and a row whose process died is taken again within seconds. Each row's
// handler then runs, and the row is marked sent, retried later with exponential backoff, or given up (failed_date)
// once its kind's attempts run out or its handler says it can never succeed.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { OutboxKind } from '../../../lib/outbox';
import { deliveryPasses } from '../../../lib/delivery-passes';

export interface OutboxRow {
  id: number;
  kind: string;
  payload: unknown;
  /** Including this one. */
  attempts: number;
  createdDate: Date;
}

export type DeliveryHandler = (payload: any, row: OutboxRow) => Promise<void>;

/** Thrown by a handler when retrying cannot help (the target is refused by policy, the payload is unusable). */
export class PermanentDeliveryError extends Error {}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  leaseSeconds?: number;
  heartbeatMs?: number;
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export const LEASE_SECONDS = 30;
export const HEARTBEAT_MS = 10_000;
const BATCH = 20;
const ERROR_TEXT_MAX = 2000;
/** Push: about ten minutes of retries (a push is useless after its one-hour TTL); mail: about forty hours. */
export const MAX_ATTEMPTS: Record<string, number> = { [OutboxKind.Push]: 8, [OutboxKind.Mail]: 50 };
const DEFAULT_MAX_ATTEMPTS = 10;
const RETRY_BASE_SECONDS = 5;
const RETRY_MAX_SECONDS = 3600;

export const retryDelaySeconds = (attempts: number) => Math.min(RETRY_BASE_SECONDS * 2 ** (attempts - 1), RETRY_MAX_SECONDS);
export const maxAttempts = (kind: string) => MAX_ATTEMPTS[kind] ?? DEFAULT_MAX_ATTEMPTS;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);

function claimDue(db: Executor, kinds: string[], leaseSeconds: number): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM outbox
       WHERE sent_date IS NULL AND failed_date IS NULL AND next_attempt_at <= now()
         AND kind IN (${sql.join(
           kinds.map((k) => sql`${k}`),
           sql`, `,
         )})
       ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      FROM due WHERE o.id = due.id
    RETURNING o.id, o.kind, o.payload, o.attempts, o.created_date AS "createdDate"`,
  );
}

const renewLeases = (db: Executor, ids: number[], leaseSeconds: number) =>
  db.execute(sql`
    UPDATE outbox SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     WHERE id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}) AND sent_date IS NULL AND failed_date IS NULL`);

const markSent = (db: Executor, id: number) =>
  db.execute(sql`UPDATE outbox SET sent_date = now(), last_error = NULL WHERE id = ${id}`);

const markFailed = (db: Executor, id: number, message: string) =>
  db.execute(sql`UPDATE outbox SET failed_date = now(), last_error = ${message} WHERE id = ${id}`);

const scheduleRetry = (db: Executor, row: OutboxRow, message: string) =>
  db.execute(sql`
    UPDATE outbox SET last_error = ${message}, next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
     WHERE id = ${row.id}`);

/** Keeps the leases of the rows still held alive until stopped; writes wait for a renewal in flight. */
function leaseKeeper(db: Executor, rows: OutboxRow[], leaseSeconds: number, heartbeatMs: number, log: Log) {
  const held = new Set(rows.map((row) => row.id));
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (held.size === 0) return;
    renewal = renewLeases(db, [...held], leaseSeconds).catch((error: unknown) =>
      log.warn({ err: errorText(error) }, 'could not renew outbox leases'),
    );
  }, heartbeatMs);
  timer.unref();
  return {
    /** Stops renewing the row's lease, once any renewal in flight has landed. */
    async release(id: number) {
      held.delete(id);
      await renewal;
    },
    stop: () => clearInterval(timer),
  };
}

export function createOutboxWorker(
  db: Executor,
  handlers: Record<string, DeliveryHandler>,
  log: Log,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const kinds = Object.keys(handlers);
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  async function deliver(row: OutboxRow): Promise<() => Promise<unknown>> {
    if (row.attempts > maxAttempts(row.kind)) return () => markFailed(db, row.id, 'no attempts left');
    try {
      await handlers[row.kind](row.payload, row);
      return () => markSent(db, row.id);
    } catch (error) {
      const message = errorText(error);
      const givenUp = error instanceof PermanentDeliveryError || row.attempts >= maxAttempts(row.kind);
      const outcome = givenUp ? 'delivery failed; given up' : 'delivery failed; will retry';
      log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message }, outcome);
      return givenUp ? () => markFailed(db, row.id, message) : () => scheduleRetry(db, row, message);
    }
  }

  async function deliverDue(): Promise<number> {
    if (kinds.length === 0) return 0;
    const rows = await claimDue(db, kinds, leaseSeconds);
    if (rows.length === 0) return 0;
    const leases = leaseKeeper(db, rows, leaseSeconds, heartbeatMs, log);
    try {
      for (const row of rows) {
        const record = await deliver(row);
        await leases.release(row.id);
        await record();
      }
    } finally {
      leases.stop();
    }
    return rows.length;
  }

  return deliveryPasses(deliverDue, log, 'outbox');
}
