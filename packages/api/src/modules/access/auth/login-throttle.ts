// Sign-in and recovery throttling (docs/product/access.md#sessions-and-throttling). An attempt is reserved before any
// password is checked, in one atomic statement, on three counters:
//   - the account (user id, or the lowercased text of an unknown name) from this address: LOGIN_MAX_FAILURES;
//   - the account from every address: ACCOUNT_LIMIT_FACTOR times that, except from an address the account already
//     signed in from, so an attacker cannot lock the owner out;
//   - the address over every account: ADDRESS_LIMIT_FACTOR times that, against one address trying many accounts.
// Past a limit the answer is 429 with Retry-After and no password is checked. A successful sign-in gives its
// reservation back and clears its account + address counter.
import { messages } from '@tms/contracts';
import type { AppConfig } from '../../../config/config';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { loginThrottleRepository as repository, type AttemptCount } from './login-throttle.repository';

export const ACCOUNT_LIMIT_FACTOR = 4;
export const ADDRESS_LIMIT_FACTOR = 20;
export const RECOVERY_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, messages.tooManyAttempts, undefined, 'auth.throttled');
  }
}

/** Who is trying: a known user by id (its user name and e-mail are one account), anyone else by the text typed. */
export const accountOf = (userId: number | undefined, login: string) =>
  userId === undefined ? `name:${login.trim().toLowerCase()}` : `user:${userId}`;

const keysOf = (account: string, address: string) => ({
  pair: `signin:${account}|${address}`,
  account: `signin:${account}`,
  address: `signin-address:${address}`,
});

export function createLoginThrottle(db: Executor, config: Pick<AppConfig, 'loginMaxFailures' | 'loginFailureWindowMinutes'>) {
  const windowMs = config.loginFailureWindowMinutes * 60_000;

  function exceeded(counts: AttemptCount[], limits: Record<string, number>): AttemptCount[] {
    return counts.filter((count) => count.attempts > limits[count.key]);
  }

  return {
    /** Reserves a sign-in attempt, or throws 429 when a counter is past its limit. */
    async reserve(account: string, address: string, knownAddress: boolean): Promise<void> {
      const keys = keysOf(account, address);
      const limits = {
        [keys.pair]: config.loginMaxFailures,
        [keys.account]: knownAddress ? Number.POSITIVE_INFINITY : config.loginMaxFailures * ACCOUNT_LIMIT_FACTOR,
        [keys.address]: config.loginMaxFailures * ADDRESS_LIMIT_FACTOR,
      };
      const counts = await repository.reserve(db, [keys.pair, keys.account, keys.address], windowMs);
      // The table grows only by new keys: that is when ended windows are cleared away.
      if (counts.some((count) => count.attempts === 1)) await repository.purgeExpired(db);
      const over = exceeded(counts, limits);
      if (over.length) throw new TooManyAttempts(Math.max(...over.map((count) => count.secondsLeft)));
    },

    /** The password was right: this attempt was no failure, and this account + address starts afresh. */
    async succeeded(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      await repository.forget(db, [keys.pair]);
      await repository.release(db, [keys.account, keys.address]);
    },

    /** Whether one more recovery mail may go to this account this hour (the caller answers the same either way). */
    async mayMailRecovery(account: string): Promise<boolean> {
      const [count] = await repository.reserve(db, [`recovery:${account}`], HOUR_MS);
      if (count.attempts === 1) await repository.purgeExpired(db);
      return count.attempts <= RECOVERY_MAILS_PER_HOUR;
    },
  };
}
