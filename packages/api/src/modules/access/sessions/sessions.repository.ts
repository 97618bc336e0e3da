// Server-side sessions (docs/product/access.md#sessions-and-throttling): created at sign-in, ended by sign-out,
// password changes and administrators; the authentication plugin reads them (plugins/current-user.ts) on every call.
import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { sessions, streamTicketUses } from '../../../db/schema';

/** Every ended session's id is announced here (at commit), so each process ends the live streams it opened. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** Deletes the sessions matching `condition` and announces each, in one statement; answers how many ended. */
async function endWhere(db: Executor, condition: SQL | undefined): Promise<number> {
  const ended = await queryRows<unknown>(
    db,
    sql`WITH ended AS (DELETE FROM ${sessions} WHERE ${condition} RETURNING ${sessions.id} AS id)
        SELECT pg_notify(${SESSION_ENDED_CHANNEL}, ended.id::text) FROM ended`,
  );
  return ended.length;
}

export const sessionsRepository = {
  async create(db: Executor, userId: number, ttlMs: number): Promise<string> {
    const [row] = await db
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
      .returning({ id: sessions.id });
    return row.id;
  },

  end: (db: Executor, sessionId: string) => endWhere(db, eq(sessions.id, sessionId)),

  endAllOf: (db: Executor, userId: number) => endWhere(db, eq(sessions.userId, userId)),

  endOthersOf: (db: Executor, userId: number, keptSessionId: string) =>
    endWhere(db, and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId))),

  /** Expired rows answer 401 already; deleting them keeps the table at the size of the live sessions. */
  purgeExpired: (db: Executor) => endWhere(db, lte(sessions.expiresAt, sql`now()`)),

  /** When the user's session ends by itself; null once it ended. */
  async liveUntil(db: Executor, session: { userId: number; sessionId: string }): Promise<Date | null> {
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, session.sessionId), eq(sessions.userId, session.userId), gt(sessions.expiresAt, sql`now()`)));
    return row?.expiresAt ?? null;
  },

  /**
   * Records the use of a stream ticket, usable until `usableUntil`; false when it was used before (on any process).
   * Uses no ticket could still be made with are purged first.
   */
  async useStreamTicket(db: Executor, nonce: string, usableUntil: Date): Promise<boolean> {
    await db.delete(streamTicketUses).where(lte(streamTicketUses.expiresAt, sql`now()`));
    const used = await db
      .insert(streamTicketUses)
      .values({ nonce, expiresAt: usableUntil })
      .onConflictDoNothing()
      .returning({ nonce: streamTicketUses.nonce });
    return used.length > 0;
  },
};
