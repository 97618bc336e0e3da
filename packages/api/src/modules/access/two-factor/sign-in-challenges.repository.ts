// The pending second steps of sign-ins (docs/product/access.md#two-step-sign-in), by the SHA-256 of their token.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { twoFactorChallenges } from '../../../db/schema';

export type SignInChallenge = typeof twoFactorChallenges.$inferSelect;

export const signInChallengesRepository = {
  async insert(db: Executor, challenge: SignInChallenge): Promise<void> {
    await db.insert(twoFactorChallenges).values(challenge);
  },

  /** The challenge, while it lasts at `now`. */
  async live(db: Executor, tokenHash: string, now: Date): Promise<SignInChallenge | undefined> {
    const [row] = await db
      .select()
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, now)));
    return row;
  },

  /** Uses the challenge up; false when it ended meanwhile or another request used it first. */
  async consume(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .delete(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, now)))
      .returning({ tokenHash: twoFactorChallenges.tokenHash });
    return rows.length > 0;
  },

  async purgeEnded(db: Executor, now: Date): Promise<void> {
    await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, now));
  },

  /** Every pending second step of the user ends (its second step was turned off or reset). */
  async forgetUser(db: Executor, userId: number): Promise<void> {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  },
};
