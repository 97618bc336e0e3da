// What the server does while PostgreSQL is away (a restart, a fail-over): recognise a lost or refused connection, and
// wait between attempts to reconnect with a growing delay (reset once one succeeds), short enough that the server
// answers normally within seconds of the database's return.

/** The database could not be reached; requests answer 503 'server.busy' until it is back. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the database cannot be reached', { cause });
  }
}

/**
 * SQLSTATE class 08 (connection exception) and the shutdown states of class 57 (the server stopping, crashed, or
 * still starting), and the socket errors of an unreachable server.
 */
const lostConnectionCodes = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports these without a code. */
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const isLostConnectionError = (e: object & { code?: unknown; message?: unknown }) =>
  e instanceof DatabaseUnavailableError ||
  (typeof e.code === 'string' && lostConnectionCodes.has(e.code)) ||
  (typeof e.message === 'string' && lostConnectionMessages.some((text) => (e.message as string).startsWith(text)));

/** Whether an error (or an error it wraps, as Drizzle's query error does) means the database connection was lost. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (isLostConnectionError(e)) return true;
  }
  return false;
}

const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 2000;

/** The delays between attempts to reconnect: 100 ms, doubling up to 2 s. */
export class Backoff {
  #next = FIRST_DELAY_MS;

  /** The delay before the next attempt; each call doubles the one after it. */
  delay(): number {
    const delay = this.#next;
    this.#next = Math.min(this.#next * 2, MAX_DELAY_MS);
    return delay;
  }

  reset(): void {
    this.#next = FIRST_DELAY_MS;
  }
}

/**
 * The pool's view of the database: after a failed connection attempt, queries fail at once with
 * DatabaseUnavailableError until the backoff's delay has passed, so an outage is not met with a connection attempt
 * per request; the first successful connection ends it.
 */
export class DatabaseAvailability {
  readonly #backoff = new Backoff();
  #retryAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws DatabaseUnavailableError while the last attempt failed and its delay has not passed. */
  assertMayConnect(): void {
    if (this.now() < this.#retryAt) throw new DatabaseUnavailableError();
  }

  connected(): void {
    this.#retryAt = 0;
    this.#backoff.reset();
  }

  connectFailed(): void {
    this.#retryAt = this.now() + this.#backoff.delay();
  }
}
