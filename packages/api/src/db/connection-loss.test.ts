// Recognising a lost database connection, and the pool's backoff while the database is away (audit finding 0).
import { describe, expect, it } from 'vitest';
import { Backoff, DatabaseAvailability, DatabaseUnavailableError, isDatabaseUnavailable } from './connection-loss';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('a lost database connection', () => {
  it.each([
    ['a server shutting down (57P01)', withCode('57P01')],
    ['a server starting (57P03)', withCode('57P03')],
    ['a broken connection (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection the server dropped', new Error('Connection terminated unexpectedly')],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable')],
    ['a driver error wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['a refused checkout', new DatabaseUnavailableError(withCode('ECONNREFUSED'))],
  ])('is recognised: %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a cancelled statement', withCode('57014')],
    ['a plain failure', new Error('division by zero')],
    ['not an error', 'Connection terminated'],
  ])('is not confused with %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the backoff', () => {
  it('doubles from 100 ms up to 2 s and starts over once reset', () => {
    const backoff = new Backoff();
    expect(Array.from({ length: 7 }, () => backoff.delay())).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
    backoff.reset();
    expect(backoff.delay()).toBe(100);
  });

  it('makes the pool fail at once after a failed attempt, until its delay has passed', () => {
    let now = 1_000;
    const availability = new DatabaseAvailability(() => now);
    availability.assertMayConnect();
    availability.connectFailed();
    expect(() => availability.assertMayConnect()).toThrow(DatabaseUnavailableError);
    now += 100;
    availability.assertMayConnect();
    availability.connectFailed();
    now += 199;
    expect(() => availability.assertMayConnect()).toThrow(DatabaseUnavailableError);
    now += 1;
    availability.assertMayConnect();
    availability.connected();
    availability.connectFailed();
    now += 100;
    availability.assertMayConnect();
  });
});
