// Reads and writes of the users table for signing in, recovery and the own password change.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

export type SignInUser = typeof users.$inferSelect;

const byLogin = (login: string) => {
  const text = login.trim().toLowerCase();
  return or(eq(sql`lower(${users.userName})`, text), eq(sql`lower(${users.email})`, text));
};

export const authRepository = {
  /** The user whose user name or e-mail is `login`, ignoring case. */
  async findByLogin(db: Executor, login: string, onlyActive = false): Promise<SignInUser | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(byLogin(login), onlyActive ? eq(users.isActive, true) : undefined))
      .limit(1);
    return row;
  },

  async findById(db: Executor, id: number): Promise<SignInUser | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** Stamps the sign-in; a used recovery password replaces the old one and asks for a new one. */
  async recordSignIn(db: Executor, user: SignInUser, usedRecovery: boolean): Promise<SignInUser> {
    const recovery = {
      passwordHash: user.tempPasswordHash ?? user.passwordHash,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      needChangePassword: true,
      isTempPassword: true,
    };
    const [row] = await db
      .update(users)
      .set({ lastLogon: new Date(), ...(usedRecovery ? recovery : {}) })
      .where(eq(users.id, user.id))
      .returning();
    return row;
  },

  async passwordHashOf(db: Executor, userId: number): Promise<string | null> {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row?.hash ?? null;
  },

  async setRecoveryPassword(db: Executor, userId: number, hash: string, expiresAt: Date): Promise<void> {
    await db.update(users).set({ tempPasswordHash: hash, tempPasswordExpiresAt: expiresAt }).where(eq(users.id, userId));
  },

  async setOwnPassword(db: Executor, userId: number, hash: string): Promise<void> {
    await db
      .update(users)
      .set({
        passwordHash: hash,
        needChangePassword: false,
        isTempPassword: false,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        modifiedBy: userId,
        modifiedDate: new Date(),
      })
      .where(eq(users.id, userId));
  },
};
