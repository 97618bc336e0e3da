// The challenge between the two steps of a sign-in (docs/product/access.md#two-step-sign-in): a random token answered
// to the right password instead of a session, bound to its user, valid CHALLENGE_MINUTES by the app's clock (nowOf,
// which tests set) and used once. Only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { TwoFactorChallenge } from '@tms/contracts';
import { nowOf, type AppContext } from '../../../context';
import { signInChallengesRepository as repository, type SignInChallenge } from './sign-in-challenges.repository';

export const CHALLENGE_MINUTES = 5;
const TOKEN_BYTES = 32;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSignInChallenges(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db } = ctx;
  return {
    /** A challenge for the user's second step; `temporaryPassword`: the password typed was the recovery one. */
    async issue(userId: number, temporaryPassword: boolean): Promise<TwoFactorChallenge> {
      const now = nowOf(ctx);
      await repository.purgeEnded(db, now);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
      await repository.insert(db, { tokenHash: hashOf(token), userId, temporaryPassword, expiresAt });
      return { twoFactorRequired: true, challengeToken: token };
    },

    /** The challenge the token names while it lasts; undefined when unknown, used or past its time. */
    live: (token: string): Promise<SignInChallenge | undefined> => repository.live(db, hashOf(token), nowOf(ctx)),

    /** Uses the challenge up; false when another request used it first or it ended meanwhile. */
    consume: (token: string): Promise<boolean> => repository.consume(db, hashOf(token), nowOf(ctx)),
  };
}
