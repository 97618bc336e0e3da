// Two-step sign-in (docs/product/access.md#two-step-sign-in) through the API: set-up, turning on and off, the second
// step of a sign-in with its window, replay refusal, challenge expiry by the app's clock, throttling, one-use recovery
// codes, roles that require it, the administrator's reset, and the Spanish 400s. Codes are computed here from the key
// the set-up answers, at the instant the test gives the app's clock.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, twoFactorMessages, type AuditEntry } from '@tms/contracts';
import { client, useTestApp, type TestClient } from '../../../test/test-app';
import { companies, outbox, twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import { totpAt } from './totp';

const PASSWORD = 'DosPasos123!';
const STEP_MS = 30_000;
/** Ten codes as the set-up shows them: two groups of five letters and digits without look-alikes. */
const RECOVERY_CODE = /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/;

interface Enrolled {
  id: number;
  userName: string;
  secret: string;
  recoveryCodes: string[];
}

describe('two-step sign-in', () => {
  let log = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });
  let admin: TestClient;
  /** The app's clock (nowOf): the tests move it; codes are computed for it. */
  let now = new Date('2026-03-02T16:00:05Z');
  let serial = 0;

  beforeAll(async () => {
    t.app.ctx.clock = () => now;
    admin = await t.as('admin');
  });
  afterAll(() => {
    t.app.ctx.clock = undefined;
  });

  /** Moves the clock on by whole 30-second steps (by default one: the codes typed so far are of the past). */
  const tick = (steps = 1) => (now = new Date(now.getTime() + steps * STEP_MS));
  /** The code of the key `steps` steps from the clock's current one. */
  const codeOf = (secret: string, steps = 0) => totpAt(secret, new Date(now.getTime() + steps * STEP_MS));

  const login = (userName: string, password = PASSWORD) => t.anonymous.post('/api/auth/login', { userName, password });
  const verify = (body: Record<string, unknown>) => t.anonymous.post('/api/auth/two-factor/verify', body);

  /** The challenge the right password answers a user whose second step is on. */
  async function challengeOf(userName: string): Promise<string> {
    const answer = await login(userName);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    return answer.body.data.challengeToken;
  }

  /** A new user of `roleId` who chose the password PASSWORD (the forced change of an administrator's password done). */
  async function newUser(roleId = 2): Promise<{ id: number; userName: string; session: TestClient }> {
    const userName = `dospasos${++serial}`;
    const created = await admin.post('/api/users', {
      userName,
      displayName: `Dos Pasos ${serial}`,
      email: `${userName}@example.com`,
      roleId,
      companyLocationId: 1,
      entityTypeId: 1,
      isActive: true,
      password: 'Asignada123',
    });
    expect(created.statusCode).toBe(201);
    const first = await t.signIn(userName, 'Asignada123');
    expect((await first.put('/api/users/updatePassword', { password: PASSWORD, confirmPassword: PASSWORD })).statusCode).toBe(
      200,
    );
    return { id: created.body.data.user.id, userName, session: await t.signIn(userName, PASSWORD) };
  }

  /** Sets the second step up and turns it on from `session`, with a code of the clock's step (then the clock moves on). */
  async function enrol(session: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await session.post('/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const enabled = await session.post('/api/auth/two-factor/enable', { code: codeOf(setup.body.data.secret) });
    expect(enabled.statusCode).toBe(200);
    tick();
    return { secret: setup.body.data.secret, recoveryCodes: enabled.body.data.recoveryCodes };
  }

  async function enrolledUser(): Promise<Enrolled> {
    const user = await newUser();
    return { id: user.id, userName: user.userName, ...(await enrol(user.session)) };
  }

  it('sets up a key shown as text and QR code, turns it on with a code of it and answers ten recovery codes once', async () => {
    const { id, userName, session } = await newUser();
    expect((await session.get('/api/auth/two-factor')).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const setup = await session.post('/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const [company] = await t.database.handle.db.select().from(companies).where(eq(companies.id, COMPANY_ID));
    const url = new URL(otpauthUrl);
    expect(decodeURIComponent(url.pathname)).toBe(`/${company.code}:${userName}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(company.code);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Pending: the sign-in still answers a session until a code turns it on.
    expect((await login(userName)).body.data.token).toEqual(expect.any(String));

    const wrong = await session.post('/api/auth/two-factor/enable', { code: codeOf(secret, 3) });
    expect([wrong.statusCode, wrong.body.data.fields]).toEqual([400, { code: twoFactorMessages.codeWrong }]);
    const enabled = await session.post('/api/auth/two-factor/enable', { code: codeOf(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(10);
    tick();

    expect((await session.get('/api/auth/two-factor')).body.data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const again = await session.post('/api/auth/two-factor/setup');
    expect([again.statusCode, again.body.message]).toEqual([409, twoFactorMessages.alreadyEnabled]);
    expect((await session.post('/api/auth/two-factor/enable', { code: codeOf(secret) })).statusCode).toBe(409);

    // Stored sealed and hashed: neither the key nor a code is readable in the database.
    const db = t.database.handle.db;
    const [stored] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, id));
    expect(stored.secretCipher).not.toContain(secret);
    const hashes = await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, id));
    expect(hashes.map((row) => row.codeHash)).toEqual(Array(10).fill(expect.stringMatching(/^scrypt\$/)));
    const text = JSON.stringify(hashes);
    for (const code of codes) expect(text).not.toContain(code.replace('-', ''));
  });

  it('turns on only a key set up first', async () => {
    const { session } = await newUser();
    const none = await session.post('/api/auth/two-factor/enable', { code: '123456' });
    expect([none.statusCode, none.body.message]).toEqual([409, twoFactorMessages.noPendingSetup]);
  });

  it('answers the right password a challenge and no session; the second step answers what the sign-in answers', async () => {
    const user = await enrolledUser();
    const answer = await login(user.userName);
    expect(answer.body.data).not.toHaveProperty('token');
    const challengeToken = answer.body.data.challengeToken;

    const signedIn = await verify({ challengeToken, code: codeOf(user.secret) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      id: user.id,
      userName: user.userName,
      token: expect.any(String),
      needChangePassword: false,
      needTwoFactorSetup: false,
    });
    const session = client(t.app, signedIn.body.data.token);
    expect((await session.get('/api/auth/session')).body.data.id).toBe(user.id);
    expect((await session.get('/api/notifications')).statusCode).toBe(200);
    tick();

    // Used once: the same challenge with a new code is refused.
    const reused = await verify({ challengeToken, code: codeOf(user.secret) });
    expect([reused.statusCode, reused.body.data.code]).toEqual([401, 'auth.challenge_expired']);
    expect(reused.body.message).toBe(twoFactorMessages.challengeExpired);
    const unknown = await verify({ challengeToken: 'not-a-challenge', code: '123456' });
    expect([unknown.statusCode, unknown.body.data.code]).toEqual([401, 'auth.challenge_expired']);
  });

  it('accepts the codes of one step either side, never a code twice, never two steps away', async () => {
    const user = await enrolledUser();
    const refused = async (code: string) => {
      const answer = await verify({ challengeToken: await challengeOf(user.userName), code });
      expect([answer.statusCode, answer.body.data.code, answer.body.message]).toEqual([
        401,
        'auth.invalid_code',
        twoFactorMessages.codeWrong,
      ]);
    };
    const accepted = async (code: string) =>
      expect((await verify({ challengeToken: await challengeOf(user.userName), code })).statusCode).toBe(200);

    // The code that turned the second step on was of the step before: one more on, the step before is a fresh one.
    tick();
    const previous = codeOf(user.secret, -1);
    await accepted(previous);
    await refused(previous);
    await accepted(codeOf(user.secret));
    await refused(codeOf(user.secret, 2));
    await refused(codeOf(user.secret, -2));
    const next = codeOf(user.secret, 1);
    await accepted(next);
    // Two steps on, the code used a step ago is still inside the window, and still refused.
    tick(2);
    await refused(next);
    await accepted(codeOf(user.secret));
  });

  it('ends the challenge 5 minutes after the password, by the clock', async () => {
    const user = await enrolledUser();
    const challengeToken = await challengeOf(user.userName);
    tick(10);
    const late = await verify({ challengeToken, code: codeOf(user.secret) });
    expect([late.statusCode, late.body.data.code]).toEqual([401, 'auth.challenge_expired']);

    const inTime = await challengeOf(user.userName);
    now = new Date(now.getTime() + 5 * 60_000 - 1000);
    expect((await verify({ challengeToken: inTime, code: codeOf(user.secret) })).statusCode).toBe(200);
    tick();
  });

  it('throttles wrong codes like wrong passwords, across new challenges, until a right code', async () => {
    const user = await enrolledUser();
    const wrong = codeOf(user.secret, 5);
    let challengeToken = await challengeOf(user.userName);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await verify({ challengeToken, code: wrong })).statusCode).toBe(401);
    }
    // A right password does not wipe the wrong codes out.
    challengeToken = await challengeOf(user.userName);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await verify({ challengeToken, code: wrong })).statusCode).toBe(401);
    }
    const held = await verify({ challengeToken, code: codeOf(user.secret) });
    expect([held.statusCode, held.body.data.code, held.body.message]).toEqual([429, 'auth.throttled', messages.tooManyAttempts]);
    expect(Number(held.raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.userName)).statusCode).toBe(429);
  });

  it('takes each recovery code once, typed in any case with or without its dash', async () => {
    const user = await enrolledUser();
    const [first, second] = user.recoveryCodes;
    const typed = first.replace('-', '').toLowerCase();
    const signedIn = await verify({ challengeToken: await challengeOf(user.userName), recoveryCode: typed });
    expect(signedIn.statusCode).toBe(200);
    const session = client(t.app, signedIn.body.data.token);
    expect((await session.get('/api/auth/two-factor')).body.data.recoveryCodesLeft).toBe(9);

    const reused = await verify({ challengeToken: await challengeOf(user.userName), recoveryCode: first });
    expect([reused.statusCode, reused.body.data.code]).toEqual([401, 'auth.invalid_code']);
    expect((await verify({ challengeToken: await challengeOf(user.userName), recoveryCode: second })).statusCode).toBe(200);
  });

  it('finishes a sign-in begun with the recovery password: the new password is then asked for', async () => {
    const user = await enrolledUser();
    expect((await t.anonymous.post('/api/users/recover-password', { user: user.userName })).statusCode).toBe(200);
    const mails = await t.database.handle.db.select().from(outbox);
    const mail = mails.filter((row) => JSON.stringify(row.payload).includes(user.userName)).at(-1)!;
    const temporary = /contraseña temporal es: (\S+)/.exec((mail.payload as { paragraphs: string[] }).paragraphs.join(' '))![1];

    const challenge = await login(user.userName, temporary);
    expect(challenge.body.data.twoFactorRequired).toBe(true);
    const signedIn = await verify({ challengeToken: challenge.body.data.challengeToken, code: codeOf(user.secret) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.needChangePassword).toBe(true);
    tick();
  });

  it('turns off with a code or a recovery code, with Spanish 400s per field', async () => {
    const { userName, session } = await newUser();
    const { secret, recoveryCodes } = await enrol(session);
    const disable = (body: Record<string, unknown>) => session.post('/api/auth/two-factor/disable', body);

    expect((await disable({})).body.data.fields).toEqual({ code: twoFactorMessages.codeOrRecoveryCode });
    expect((await disable({ code: codeOf(secret), recoveryCode: recoveryCodes[0] })).body.data.fields).toEqual({
      code: twoFactorMessages.codeOrRecoveryCode,
    });
    expect((await disable({ code: '12 34' })).body.data.fields).toEqual({ code: twoFactorMessages.codeFormat });
    expect((await disable({ recoveryCode: 'ABC' })).body.data.fields).toEqual({
      recoveryCode: twoFactorMessages.recoveryCodeFormat,
    });
    const wrong = await disable({ code: codeOf(secret, 4) });
    expect([wrong.statusCode, wrong.body.data.fields]).toEqual([400, { code: twoFactorMessages.codeWrong }]);
    const wrongRecovery = await disable({ recoveryCode: 'ABCDE-FGHJK' });
    expect(wrongRecovery.body.data.fields).toEqual({ recoveryCode: twoFactorMessages.codeWrong });

    // Spaces as apps show the code are fine.
    const spaced = codeOf(secret).replace(/^(\d{3})/, '$1 ');
    expect((await disable({ code: spaced })).statusCode).toBe(200);
    tick();
    expect((await session.get('/api/auth/two-factor')).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await login(userName)).body.data.token).toEqual(expect.any(String));
    const again = await disable({ code: codeOf(secret) });
    expect([again.statusCode, again.body.message]).toEqual([409, twoFactorMessages.notEnabled]);
  });

  it('answers the sign-in second step Spanish 400s per field', async () => {
    const empty = await verify({});
    expect([empty.statusCode, empty.body.data.fields]).toEqual([400, { challengeToken: messages.required }]);
    const noFactor = await verify({ challengeToken: 'x' });
    expect(noFactor.body.data.fields).toEqual({ code: twoFactorMessages.codeOrRecoveryCode });
    const badCode = await verify({ challengeToken: 'x', code: '12345' });
    expect(badCode.body.data.fields).toEqual({ code: twoFactorMessages.codeFormat });
    const numeric = await verify({ challengeToken: 'x', code: 123456 });
    expect(numeric.body.data.fields).toEqual({ code: twoFactorMessages.codeFormat });
    const badRecovery = await verify({ challengeToken: 'x', recoveryCode: 'abc-10' });
    expect(badRecovery.body.data.fields).toEqual({ recoveryCode: twoFactorMessages.recoveryCodeFormat });
    const { session } = await newUser();
    expect((await session.post('/api/auth/two-factor/enable', {})).body.data.fields).toEqual({
      code: twoFactorMessages.codeFormat,
    });
  });

  describe('a role that requires it', () => {
    let roleId: number;
    beforeAll(async () => {
      const role = await admin.post('/api/roles', { code: 'Con dos pasos', detail: '', isActive: true, requiresTwoFactor: true });
      expect(role.body.data).toMatchObject({ code: 'Con dos pasos', requiresTwoFactor: true });
      roleId = role.body.data.id;
    });

    it('gives its users, after the password, a session that only sets the second step up', async () => {
      const { userName, session } = await newUser(roleId);
      expect((await login(userName)).body.data).toMatchObject({ needTwoFactorSetup: true, token: expect.any(String) });
      for (const url of ['/api/notifications', '/api/auth/permissions', '/api/users/me/preferences']) {
        const refused = await session.get(url);
        expect([refused.statusCode, refused.body.data.code, refused.body.message], url).toEqual([
          403,
          'auth.two_factor_setup_required',
          twoFactorMessages.setupRequired,
        ]);
      }
      expect((await session.get('/api/auth/session')).body.data.needTwoFactorSetup).toBe(true);
      expect((await session.get('/api/auth/two-factor')).body.data).toEqual({
        enabled: false,
        required: true,
        recoveryCodesLeft: 0,
      });
      const other = await t.signIn(userName, PASSWORD);
      expect((await other.post('/api/auth/logout')).statusCode).toBe(200);

      const { secret } = await enrol(session);
      expect((await session.get('/api/notifications')).statusCode).toBe(200);
      expect((await session.get('/api/auth/session')).body.data.needTwoFactorSetup).toBe(false);
      const off = await session.post('/api/auth/two-factor/disable', { code: codeOf(secret) });
      expect([off.statusCode, off.body.message]).toEqual([403, twoFactorMessages.requiredByRole]);
      expect((await challengeOf(userName)).length).toBeGreaterThan(20);
    });

    it('is a checkbox of the role: saved, read and cleared', async () => {
      const saved = await admin.put(`/api/roles/${roleId}`, { code: 'Con dos pasos', requiresTwoFactor: false });
      expect(saved.body.data.requiresTwoFactor).toBe(false);
      expect((await admin.get(`/api/roles/${roleId}`)).body.data.requiresTwoFactor).toBe(false);
      const bad = await admin.put(`/api/roles/${roleId}`, { code: 'Con dos pasos', requiresTwoFactor: 'sí' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.data.fields.requiresTwoFactor).toEqual(expect.any(String));
      expect((await admin.put(`/api/roles/${roleId}`, { code: 'Con dos pasos', requiresTwoFactor: true })).statusCode).toBe(200);
    });
  });

  it("lets an administrator reset a user's second step, ending its pending sign-ins; refuses anyone else", async () => {
    const user = await enrolledUser();
    expect((await admin.get(`/api/users/${user.id}`)).body.data.twoFactorEnabled).toBe(true);
    const pending = await challengeOf(user.userName);

    const agente = await t.as('agente');
    const refused = await agente.delete(`/api/users/${user.id}/two-factor`);
    expect([refused.statusCode, refused.body.data.code]).toEqual([403, 'auth.forbidden']);
    expect((await admin.delete('/api/users/999999/two-factor')).statusCode).toBe(404);

    const reset = await admin.delete(`/api/users/${user.id}/two-factor`);
    expect([reset.statusCode, reset.body.data]).toEqual([200, { result: true }]);
    expect((await admin.get(`/api/users/${user.id}`)).body.data.twoFactorEnabled).toBe(false);
    const late = await verify({ challengeToken: pending, code: codeOf(user.secret) });
    expect(late.body.data.code).toBe('auth.challenge_expired');
    expect((await login(user.userName)).body.data.token).toEqual(expect.any(String));
  });

  it('records turning on, failed second steps and resets in the audit log (two-factor-events.ts), never a key or a code', async () => {
    const user = await enrolledUser();
    await verify({ challengeToken: await challengeOf(user.userName), code: codeOf(user.secret, 6) });
    await admin.delete(`/api/users/${user.id}/two-factor`);

    const audit = (await admin.get(`/api/audit-log?entity=users&pageSize=100`)).body.data.rows as AuditEntry[];
    const events = audit
      // The user's creation is an entry too (users.service.ts): only the second step's are looked at here.
      .filter((entry) => entry.recordId === String(user.id) && entry.action.startsWith('two_factor'))
      .map(({ action, actorId, address }) => ({ action, actorId, address }))
      .reverse();
    expect(events).toEqual([
      { action: 'two_factor_enabled', actorId: user.id, address: '127.0.0.1' },
      { action: 'two_factor_failed', actorId: user.id, address: '127.0.0.1' },
      { action: 'two_factor_reset', actorId: 1, address: '127.0.0.1' },
    ]);
    for (const secret of [user.secret, ...user.recoveryCodes, codeOf(user.secret, 6)]) {
      expect(log).not.toContain(secret);
      expect(JSON.stringify(audit)).not.toContain(secret);
    }
  });
});
