// The challenge between the two steps of a sign-in (docs/product/access.md#two-step-sign-in): a random token answered
// to the right password instead of a session, bound to its user, valid CHALLENGE_MINUTES by the app's clock (nowOf,
// which tests set) and used once. Only its SHA-256 is stored.
import type { TwoFactorChallenge } from '@tms/contracts';
import { nowOf, type AppContext } from '../../../context';
import { randomToken, tokenHash } from '../../../lib/opaque-tokens';
import { signInChallengesRepository as repository, type SignInChallenge } from './sign-in-challenges.repository';

export const CHALLENGE_MINUTES = 5;

export function createSignInChallenges(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db } = ctx;
  return {
    /** A challenge for the user's second step; `temporaryPassword`: the password typed was the recovery one. */
    async issue(userId: number, temporaryPassword: boolean): Promise<TwoFactorChallenge> {
      const now = nowOf(ctx);
      await repository.purgeEnded(db, now);
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
      await repository.insert(db, { tokenHash: tokenHash(token), userId, temporaryPassword, expiresAt });
      return { twoFactorRequired: true, challengeToken: token };
    },

    /** The challenge the token names while it lasts; undefined when unknown, used or past its time. */
    live: (token: string): Promise<SignInChallenge | undefined> => repository.live(db, tokenHash(token), nowOf(ctx)),

    /** Uses the challenge up; false when another request used it first or it ended meanwhile. */
    consume: (token: string): Promise<boolean> => repository.consume(db, tokenHash(token), nowOf(ctx)),
  };
}
