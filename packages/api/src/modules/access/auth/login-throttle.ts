// Sign-in and recovery throttling (docs/product/access.md#sessions-and-throttling). An attempt is reserved before any
// password is checked, in one atomic statement, on three counters:
//   - the account (user id, or the lowercased text of an unknown name) from this address: LOGIN_MAX_FAILURES;
//   - the account from every address: ACCOUNT_LIMIT_FACTOR times that;
//   - the address over every account: ADDRESS_LIMIT_FACTOR times that, against one address trying many accounts.
// An address the account already signed in from is held by neither of the last two, so an attacker can lock the
// owner out neither by rotating addresses nor by flooding the address the owner shares (an office, a proxy).
// Past a limit the answer is 429 with Retry-After and no password is checked. A successful sign-in gives its
// reservation back and clears its account + address counter. The current password typed in the own password change
// and every code of the second step (docs/product/access.md#two-step-sign-in) are checked through the same counters; a
// right password followed by a second step gives its reservation back but clears nothing until the step is right.
// Recovery requests are counted per address before any hashing.
import type { FastifyReply } from 'fastify';
import { messages } from '@tms/contracts';
import type { AppConfig } from '../../../config/config';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { loginThrottleRepository as repository, type AttemptCount } from './login-throttle.repository';

export const ACCOUNT_LIMIT_FACTOR = 4;
export const ADDRESS_LIMIT_FACTOR = 20;
export const RECOVERY_MAILS_PER_HOUR = 3;
/** Recovery requests one address may make per LOGIN_FAILURE_WINDOW_MINUTES, known and unknown names alike. */
export const RECOVERY_REQUESTS_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60 * 1000;

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, messages.tooManyAttempts, undefined, 'auth.throttled');
  }
}

/** A route's hook that runs before the error handler renders a 429: the header tells the client when to try again. */
export const retryAfter = {
  onError: async (_request: unknown, reply: FastifyReply, error: Error) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
  },
};

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

  /** Counts one attempt on every key; the table grows only by new keys, so that is when ended windows are cleared. */
  async function count(keys: string[], ms: number): Promise<AttemptCount[]> {
    const counts = await repository.reserve(db, keys, ms);
    if (counts.some((c) => c.attempts === 1)) await repository.purgeExpired(db);
    return counts;
  }

  /** Throws 429 with the longest wait among the counters past their limit. */
  function refuseOver(counts: AttemptCount[], limits: Record<string, number>): void {
    const over = counts.filter((c) => c.attempts > limits[c.key]);
    if (over.length) throw new TooManyAttempts(Math.max(...over.map((c) => c.secondsLeft)));
  }

  return {
    /** Reserves a sign-in attempt, or throws 429 when a counter is past its limit. */
    async reserve(account: string, address: string, knownAddress: boolean): Promise<void> {
      const keys = keysOf(account, address);
      const unlessKnown = (limit: number) => (knownAddress ? Number.POSITIVE_INFINITY : limit);
      const limits = {
        [keys.pair]: config.loginMaxFailures,
        [keys.account]: unlessKnown(config.loginMaxFailures * ACCOUNT_LIMIT_FACTOR),
        [keys.address]: unlessKnown(config.loginMaxFailures * ADDRESS_LIMIT_FACTOR),
      };
      refuseOver(await count([keys.pair, keys.account, keys.address], windowMs), limits);
    },

    /**
     * The password was right but a second step follows: this attempt was no failure, yet the account + address counter
     * keeps the earlier ones, so wrong codes after right passwords add up as wrong passwords do.
     */
    async passed(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      await repository.release(db, [keys.pair, keys.account, keys.address]);
    },

    /** The password (or the second step) was right: this attempt was no failure, and this account + address starts afresh. */
    async succeeded(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      await repository.forget(db, [keys.pair]);
      await repository.release(db, [keys.account, keys.address]);
    },

    /** Whether one more recovery mail may go to this account this hour (the caller answers the same either way). */
    async mayMailRecovery(account: string): Promise<boolean> {
      const [mails] = await count([`recovery:${account}`], HOUR_MS);
      return mails.attempts <= RECOVERY_MAILS_PER_HOUR;
    },

    /** Counts a recovery request of this address, or throws 429 past RECOVERY_REQUESTS_PER_ADDRESS in the window. */
    async reserveRecovery(address: string): Promise<void> {
      const key = `recovery-address:${address}`;
      refuseOver(await count([key], windowMs), { [key]: RECOVERY_REQUESTS_PER_ADDRESS });
    },
  };
}
