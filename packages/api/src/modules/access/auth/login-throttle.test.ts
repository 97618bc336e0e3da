// Sign-in throttling under attack (docs/product/access.md#sessions-and-throttling): parallel
// bursts, one account under two names, the lock per account + address, the account-wide lock a known address gets
// through, the per-address limit and the purge of old counters. Every password check is counted through the passwords
// module.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@tms/contracts';
import { loginAttempts } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { ACCOUNT_LIMIT_FACTOR, ADDRESS_LIMIT_FACTOR } from './login-throttle';

const checks = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/passwords')>();
  return {
    ...original,
    // One call per sign-in attempt that reaches the password check.
    matchPassword: (password: string, stored: (string | null | undefined)[]) => {
      checks.count++;
      return original.matchPassword(password, stored);
    },
  };
});

const MAX_FAILURES = 5;

describe('sign-in throttling', () => {
  // The bursts wait as long as they need, for a database connection and for the account's counter row they all lock:
  // on a loaded machine the 2 s queue limit or PostgreSQL's 10 s statement limit answers some of 300 parallel attempts
  // 503 'Servicio ocupado' (docs/performance.md), which is not what is tested here.
  const t = useTestApp({
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    DB_QUEUE_TIMEOUT_MS: '60000',
    DB_STATEMENT_TIMEOUT_MS: '0',
  });
  beforeEach(async () => {
    await t.database.handle.db.delete(loginAttempts);
    checks.count = 0;
  });

  const login = (userName: string, password: string, address = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress: address });

  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('checks at most LOGIN_MAX_FAILURES passwords of a burst of 300 parallel wrong ones', async () => {
    const responses = await Promise.all(Array.from({ length: 300 }, (_, i) => login('agente', `wrong-${i}`)));
    const answered = statuses(responses);
    expect(checks.count).toBeLessThanOrEqual(MAX_FAILURES);
    expect(answered.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(count(answered, 401)).toBe(checks.count);
    expect(count(answered, 429)).toBe(300 - checks.count);
    const throttled = responses.find((r) => r.statusCode === 429)!;
    expect(throttled.json()).toMatchObject({
      status: 'Fail',
      message: messages.tooManyAttempts,
      data: { code: 'auth.throttled' },
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('does not sign in 40 parallel guesses with the right password last', async () => {
    const guesses = [...Array.from({ length: 39 }, (_, i) => `guess-${i}`), 'Supervisor123!'];
    const answered = statuses(await Promise.all(guesses.map((password) => login('supervisor', password))));
    expect(answered).not.toContain(200);
    expect(answered.at(-1)).toBe(429);
    expect(checks.count).toBeLessThanOrEqual(MAX_FAILURES);
  });

  it('counts the user name and the e-mail as one account', async () => {
    for (let i = 0; i < 3; i++) expect((await login('proveedor', 'wrong')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login('PROVEEDOR@example.com', 'wrong')).statusCode).toBe(401);
    expect((await login('proveedor', 'Proveedor123!')).statusCode).toBe(429);
    expect((await login('proveedor@example.com', 'Proveedor123!')).statusCode).toBe(429);
  });

  it('locks the account from one address only: the right password from another address gets in', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login('cliente', 'wrong', '10.0.0.7')).statusCode).toBe(401);
    expect((await login('cliente', 'Cliente123!', '10.0.0.7')).statusCode).toBe(429);
    const checksBefore = checks.count;
    expect((await login('cliente', 'Cliente123!', '10.0.0.8')).statusCode).toBe(200);
    expect(checks.count).toBe(checksBefore + 1);
  });

  it('locks the account for new addresses after many failures from many, but a known address still gets in', async () => {
    // The owner signed in from the office before the attack.
    expect((await login('agente', 'Agente123!', '10.1.0.1')).statusCode).toBe(200);
    checks.count = 0;
    const accountLimit = MAX_FAILURES * ACCOUNT_LIMIT_FACTOR;
    // Rotating addresses (or a spoofed X-Forwarded-For) gives each only a few guesses, and all of them together
    // only the account-wide limit.
    const attackers = Array.from({ length: accountLimit + 10 }, (_, i) => `10.2.${Math.floor(i / 200)}.${i % 200}`);
    const answered = statuses(await Promise.all(attackers.map((address) => login('agente', 'wrong', address))));
    expect(checks.count).toBeLessThanOrEqual(accountLimit);
    expect(count(answered, 429)).toBeGreaterThanOrEqual(10);
    expect((await login('agente', 'Agente123!', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('agente', 'Agente123!', '10.1.0.1')).statusCode).toBe(200);
  });

  it('gives an unknown user name one password check, like a known one', async () => {
    expect((await login('no.existe', 'wrong')).statusCode).toBe(401);
    expect(checks.count).toBe(1);
    expect((await login('agente', 'wrong')).statusCode).toBe(401);
    expect(checks.count).toBe(2);
  });

  it('deletes counters whose window ended whenever a new one starts, so the table never grows forever', async () => {
    const db = t.database.handle.db;
    await db.insert(loginAttempts).values([
      { key: 'signin:name:viejo|10.9.9.9', attempts: 3, expiresAt: new Date(Date.now() - 1000) },
      { key: 'signin:name:otro|10.9.9.9', attempts: 1, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    expect((await login('no.existe', 'wrong', '10.5.0.1')).statusCode).toBe(401);
    const keys = (await db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key);
    expect(keys.filter((key) => key.includes('10.9.9.9'))).toEqual([]);
    expect(keys).toContain('signin:name:no.existe|10.5.0.1');
    const [{ expired }] = await db
      .select({ expired: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(sql`${loginAttempts.expiresAt} <= now()`);
    expect(expired).toBe(0);
  });

  it('starts over once the window ended', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await login('supervisor', 'wrong', '10.6.0.1');
    expect((await login('supervisor', 'Supervisor123!', '10.6.0.1')).statusCode).toBe(429);
    await t.database.handle.db.update(loginAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await login('supervisor', 'Supervisor123!', '10.6.0.1')).statusCode).toBe(200);
  });

  describe('per address', () => {
    // LOGIN_MAX_FAILURES 1 keeps the address limit (ADDRESS_LIMIT_FACTOR times it) to a few password checks.
    const small = useTestApp({ LOGIN_MAX_FAILURES: '1' });

    it('limits one address trying many accounts', async () => {
      const attempt = (userName: string, password: string, address: string) =>
        small.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress: address });
      checks.count = 0;
      const names = Array.from({ length: ADDRESS_LIMIT_FACTOR + 5 }, (_, i) => `nadie.${i}`);
      const answered = statuses(await Promise.all(names.map((name) => attempt(name, 'wrong', '10.4.0.1'))));
      expect(checks.count).toBeLessThanOrEqual(ADDRESS_LIMIT_FACTOR);
      expect(count(answered, 429)).toBeGreaterThanOrEqual(5);
      expect((await attempt('admin', 'Admin123!', '10.4.0.1')).statusCode).toBe(429);
      expect((await attempt('admin', 'Admin123!', '10.4.0.2')).statusCode).toBe(200);
    });

    it('does not hold back an account signing in from an address it used before (a shared office or proxy)', async () => {
      const attempt = (userName: string, password: string) =>
        small.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress: '10.4.1.1' });
      // The administrator signed in from the shared address before somebody there started guessing.
      expect((await attempt('admin', 'Admin123!')).statusCode).toBe(200);
      const names = Array.from({ length: ADDRESS_LIMIT_FACTOR * 2 }, (_, i) => `otro.${i}`);
      const answered = statuses(await Promise.all(names.map((name) => attempt(name, 'wrong'))));
      expect(count(answered, 429)).toBeGreaterThanOrEqual(ADDRESS_LIMIT_FACTOR);
      // A user new to the address is held back by it; the administrator, who used it before, is not.
      expect((await attempt('supervisor', 'Supervisor123!')).statusCode).toBe(429);
      expect((await attempt('admin', 'Admin123!')).statusCode).toBe(200);
    });
  });
});
