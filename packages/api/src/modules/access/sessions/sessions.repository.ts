// Server-side sessions (docs/product/access.md#sessions-and-throttling): created at sign-in, ended by sign-out,
// password changes and administrators; the authentication plugin reads them (plugins/current-user.ts) on every call.
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions } from '../../../db/schema';

export const sessionsRepository = {
  async create(db: Executor, userId: number, ttlMs: number): Promise<string> {
    const [row] = await db
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
      .returning({ id: sessions.id });
    return row.id;
  },

  async end(db: Executor, sessionId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  },

  async endAllOf(db: Executor, userId: number): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  async endOthersOf(db: Executor, userId: number, keptSessionId: string): Promise<void> {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
  },

  /** Expired rows answer 401 already; deleting them keeps the table at the size of the live sessions. */
  async purgeExpired(db: Executor): Promise<void> {
    await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
  },
};
