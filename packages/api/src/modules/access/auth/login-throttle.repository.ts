// Attempt counters in login_attempts: one atomic upsert reserves an attempt on several keys at once, so any number
// of simultaneous requests on any number of processes each see a distinct count.
import { inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';

export interface AttemptCount {
  key: string;
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** Whole seconds until the window ends and the count starts over. */
  secondsLeft: number;
}

export const loginThrottleRepository = {
  /** Counts one more attempt on every key; a key whose window ended starts over at 1 with a new window. */
  reserve(db: Executor, keys: string[], windowMs: number): Promise<AttemptCount[]> {
    const rows = sql.join(
      keys.map((key) => sql`(${key}, 1, now() + ${windowMs} * interval '1 millisecond')`),
      sql`, `,
    );
    return queryRows<AttemptCount>(
      db,
      sql`
      INSERT INTO login_attempts AS a (key, attempts, expires_at) VALUES ${rows}
      ON CONFLICT (key) DO UPDATE SET
        attempts = CASE WHEN a.expires_at <= now() THEN 1 ELSE a.attempts + 1 END,
        expires_at = CASE WHEN a.expires_at <= now() THEN excluded.expires_at ELSE a.expires_at END
      RETURNING a.key, a.attempts, greatest(1, ceil(extract(epoch FROM a.expires_at - now())))::int AS "secondsLeft"`,
    );
  },

  /** Gives back one reserved attempt (it turned out not to be a failure). */
  async release(db: Executor, keys: string[]): Promise<void> {
    await db
      .update(loginAttempts)
      .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
      .where(inArray(loginAttempts.key, keys));
  },

  async forget(db: Executor, keys: string[]): Promise<void> {
    await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
  },

  /** Rows whose window ended count nothing any more; deleting them keeps the table small. */
  async purgeExpired(db: Executor): Promise<void> {
    await db.delete(loginAttempts).where(lte(loginAttempts.expiresAt, sql`now()`));
  },
};
