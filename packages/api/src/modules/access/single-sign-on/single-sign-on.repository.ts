// The OpenID Connect sign-in's rows (docs/product/access.md#single-sign-on): pending authorizations and the one-use
// tickets handed to the web app, each found by the SHA-256 of its random value; and the users matched by e-mail.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { singleSignOnStates, singleSignOnTickets, users } from '../../../db/schema';

type PendingAuthorization = typeof singleSignOnStates.$inferSelect;
type SignInTicket = typeof singleSignOnTickets.$inferSelect;

export const singleSignOnRepository = {
  async saveAuthorization(db: Executor, authorization: PendingAuthorization, now: Date): Promise<void> {
    await db.delete(singleSignOnStates).where(lte(singleSignOnStates.expiresAt, now));
    await db.insert(singleSignOnStates).values(authorization);
  },

  /** Takes the authorization out (single use); undefined when unknown, used or past its time at `now`. */
  async takeAuthorization(db: Executor, stateHash: string, now: Date): Promise<PendingAuthorization | undefined> {
    const [row] = await db
      .delete(singleSignOnStates)
      .where(and(eq(singleSignOnStates.stateHash, stateHash), gt(singleSignOnStates.expiresAt, now)))
      .returning();
    return row;
  },

  async saveTicket(db: Executor, ticket: SignInTicket, now: Date): Promise<void> {
    await db.delete(singleSignOnTickets).where(lte(singleSignOnTickets.expiresAt, now));
    await db.insert(singleSignOnTickets).values(ticket);
  },

  /** The ticket's user, the ticket used up; undefined when unknown, used or past its time at `now`. */
  async takeTicket(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .delete(singleSignOnTickets)
      .where(and(eq(singleSignOnTickets.tokenHash, tokenHash), gt(singleSignOnTickets.expiresAt, now)))
      .returning({ userId: singleSignOnTickets.userId });
    return row?.userId;
  },

  /** The user whose e-mail is `email`, ignoring case. */
  async userByEmail(db: Executor, email: string): Promise<{ id: number; isActive: boolean } | undefined> {
    const [row] = await db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    return row;
  },
};
