import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessMessages, messages, Permission } from '@tms/contracts';
import { useTestApp } from '../../../test/test-app';
import { outbox, users } from '../../../db/schema';

/** The temporary password of the last recovery mail. */
const temporaryPasswordOf = (mail: { payload: unknown }) =>
  /contraseña temporal es: (\S+)/.exec((mail.payload as { paragraphs: string[] }).paragraphs.join(' '))![1];

describe('auth', () => {
  const t = useTestApp({ LOGIN_MAX_FAILURES: '3' });

  /** A new agent created by the administrator with the password 'Asignada123', signed in (its change still pending). */
  async function newAgentSignedIn(userName: string) {
    const created = await (
      await t.as('admin')
    ).post('/api/users', {
      userName,
      displayName: userName,
      email: `${userName}@example.com`,
      roleId: 2,
      companyLocationId: 1,
      entityTypeId: 1,
      isActive: true,
      password: 'Asignada123',
    });
    expect(created.statusCode).toBe(201);
    return t.signIn(userName, 'Asignada123');
  }

  it('signs in with the user name or the e-mail address', async () => {
    const byName = await t.anonymous.post('/api/auth/login', { userName: 'agente', password: 'Agente123!' });
    expect(byName.statusCode).toBe(200);
    expect(byName.body.data).toMatchObject({ userName: 'agente', roleId: 2, entityTypeId: 1, needChangePassword: false });
    expect(byName.body.data.token).toEqual(expect.any(String));
    const byEmail = await t.anonymous.post('/api/auth/login', { userName: 'AGENTE@example.com', password: 'Agente123!' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.body.data.id).toBe(byName.body.data.id);
  });

  it('refuses a wrong password with a Spanish message and never returns password material', async () => {
    const response = await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({
      status: 'Fail',
      message: messages.invalidCredentials,
      data: { code: 'auth.invalid_credentials' },
    });
    expect(response.raw.body).not.toMatch(/password_hash|scrypt/);
  });

  it('validates the sign-in fields with the messages of docs/product/access.md#sign-in', async () => {
    const response = await t.anonymous.post('/api/auth/login', { userName: '', password: 'x'.repeat(65) });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({ userName: messages.required, password: messages.maxLength(64) });
  });

  it('answers a NUL byte in the sign-in and recovery fields with a Spanish 400, not 500', async () => {
    for (const [url, payload] of [
      ['/api/auth/login', { userName: 'age\u0000nte', password: 'Agente123!' }],
      ['/api/auth/login', { userName: 'agente', password: 'Agente\u0000123!' }],
      ['/api/users/recover-password', { user: 'age\u0000nte' }],
    ] as const) {
      const response = await t.anonymous.post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.body.status).toBe('Fail');
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ status: 'Fail', message: messages.badRequest });
  });

  it('locks a user name out with 429 after repeated failures', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.anonymous.post('/api/auth/login', { userName: 'proveedor', password: 'wrong' })).statusCode).toBe(401);
    }
    const locked = await t.anonymous.post('/api/auth/login', { userName: 'proveedor', password: 'Proveedor123!' });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe(messages.tooManyAttempts);
  });

  it('requires authentication for the permissions of the user', async () => {
    expect((await t.anonymous.get('/api/auth/permissions')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/permissions',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('lists the permissions of the role, and every permission for the superuser', async () => {
    const client = await t.as('cliente');
    const response = await client.get('/api/auth/permissions');
    expect(response.statusCode).toBe(200);
    const ids = response.body.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(Permission.Tickets);
    expect(ids).not.toContain(Permission.Administration);
    expect(response.body.data.find((p: { id: number }) => p.id === Permission.SentTickets)).toEqual({
      id: 15,
      url: '/sent-tickets',
      label: 'Creados',
    });

    const admin = await (await t.as('admin')).get('/api/auth/permissions');
    expect(admin.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([2, 3, 4, 10, 17, 25, 26]));
  });

  it('restores the session from a token', async () => {
    const client = await t.as('supervisor');
    const response = await client.get('/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({ userName: 'supervisor', roleId: 3 });
  });

  describe('password recovery', () => {
    it('answers the same for unknown users and writes nothing', async () => {
      const before = await t.database.handle.db.select().from(outbox);
      const response = await t.anonymous.post('/api/users/recover-password', { user: 'nobody-here' });
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toEqual({ result: true, message: messages.recoverySent });
      expect(await t.database.handle.db.select().from(outbox)).toHaveLength(before.length);
    });

    it('mails a temporary password valid alongside the old one, which then asks for a new password', async () => {
      const response = await t.anonymous.post('/api/users/recover-password', { user: 'agente@example.com' });
      expect(response.body.data).toEqual({ result: true, message: messages.recoverySent });
      const mails = await t.database.handle.db.select().from(outbox);
      const mail = mails.at(-1)!.payload as { to: string; paragraphs: string[] };
      expect(mail.to).toBe('agente@example.com');
      const temporary = /contraseña temporal es: (\S+)/.exec(mail.paragraphs.join(' '))![1];

      expect((await t.anonymous.post('/api/auth/login', { userName: 'agente', password: 'Agente123!' })).statusCode).toBe(200);
      const withTemporary = await t.anonymous.post('/api/auth/login', { userName: 'agente', password: temporary });
      expect(withTemporary.statusCode).toBe(200);
      expect(withTemporary.body.data.needChangePassword).toBe(true);

      const client = await t.signIn('agente', temporary);
      const changed = await client.put('/api/users/updatePassword', { password: 'Nueva12345', confirmPassword: 'Nueva12345' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body.data.message).toBe(messages.passwordUpdated);
      const again = await t.anonymous.post('/api/auth/login', { userName: 'agente', password: 'Nueva12345' });
      expect(again.body.data.needChangePassword).toBe(false);
    });

    it('expires the temporary password after one hour', async () => {
      await t.anonymous.post('/api/users/recover-password', { user: 'supervisor' });
      const mail = (await t.database.handle.db.select().from(outbox)).at(-1)!.payload as { paragraphs: string[] };
      const temporary = /contraseña temporal es: (\S+)/.exec(mail.paragraphs.join(' '))![1];
      await t.database.handle.db
        .update(users)
        .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.userName, 'supervisor'));
      expect((await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: temporary })).statusCode).toBe(401);
    });
  });

  describe('updatePassword', () => {
    it('requires authentication', async () => {
      expect((await t.anonymous.put('/api/users/updatePassword', { password: 'whatever123' })).statusCode).toBe(401);
    });

    it('refuses a mismatch and a short password with field messages', async () => {
      const client = await t.as('admin');
      const mismatch = await client.put('/api/users/updatePassword', { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh2' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body.data.fields).toEqual({ confirmPassword: messages.passwordsDoNotMatch });
      const short = await client.put('/api/users/updatePassword', { password: 'abc' });
      expect(short.body.data.fields).toEqual({ password: messages.passwordTooShort });
    });

    /** A new agent who already chose 'Elegida1234' (its forced change done), signed in on two devices. */
    async function agentWithChosenPassword(userName: string) {
      const first = await newAgentSignedIn(userName);
      const chosen = { password: 'Elegida1234', confirmPassword: 'Elegida1234' };
      expect((await first.put('/api/users/updatePassword', chosen)).statusCode).toBe(200);
      return { owner: await t.signIn(userName, 'Elegida1234'), stolen: await t.signIn(userName, 'Elegida1234') };
    }

    const takeOver = { password: 'Ladron12345', confirmPassword: 'Ladron12345' };

    it('asks a session for the current password before changing it, so a stolen session cannot take the account', async () => {
      const { owner, stolen } = await agentWithChosenPassword('robo.sesion');
      const without = await stolen.put('/api/users/updatePassword', takeOver);
      expect(without.statusCode).toBe(400);
      expect(without.body.data).toMatchObject({ code: 'request.invalid', fields: { currentPassword: messages.required } });
      const wrong = await stolen.put('/api/users/updatePassword', { ...takeOver, currentPassword: 'Adivinada12' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toMatchObject({
        message: accessMessages.currentPasswordWrong,
        data: { code: 'request.invalid', fields: { currentPassword: accessMessages.currentPasswordWrong } },
      });
      // Nothing changed: the owner's session lives and the password is the owner's.
      expect((await owner.get('/api/auth/session')).statusCode).toBe(200);
      expect((await t.anonymous.post('/api/auth/login', { userName: 'robo.sesion', password: 'Ladron12345' })).statusCode).toBe(
        401,
      );

      const right = await owner.put('/api/users/updatePassword', { ...takeOver, currentPassword: 'Elegida1234' });
      expect(right.statusCode).toBe(200);
      expect((await stolen.get('/api/auth/session')).statusCode).toBe(401);
    });

    it('counts wrong current passwords like failed sign-ins: past LOGIN_MAX_FAILURES even the right one answers 429', async () => {
      const { stolen } = await agentWithChosenPassword('adivina.actual');
      for (let i = 0; i < 3; i++) {
        const guess = await stolen.put('/api/users/updatePassword', { ...takeOver, currentPassword: `Intento-${i}` });
        expect(guess.statusCode).toBe(400);
      }
      const locked = await stolen.put('/api/users/updatePassword', { ...takeOver, currentPassword: 'Elegida1234' });
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toMatchObject({ message: messages.tooManyAttempts, data: { code: 'auth.throttled' } });
      expect(Number(locked.raw.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await t.anonymous.post('/api/auth/login', { userName: 'adivina.actual', password: 'Ladron12345' })).statusCode,
      ).not.toBe(200);
    });

    it('ends the sessions opened before a recovery sign-in, so none of them makes the forced change', async () => {
      const { stolen } = await agentWithChosenPassword('recupera.robo');
      await t.anonymous.post('/api/users/recover-password', { user: 'recupera.robo' });
      const temporary = temporaryPasswordOf((await t.database.handle.db.select().from(outbox)).at(-1)!);
      const owner = await t.signIn('recupera.robo', temporary);
      expect((await stolen.put('/api/users/updatePassword', takeOver)).statusCode).toBe(401);
      const forced = await owner.put('/api/users/updatePassword', { password: 'Propia12345', confirmPassword: 'Propia12345' });
      expect(forced.statusCode).toBe(200);
    });
  });

  describe('while a new password is needed', () => {
    it('refuses every call but the password change, the session, the permissions and sign-out', async () => {
      const client = await newAgentSignedIn('nuevo.ingreso');
      for (const refused of [
        await client.get('/api/users/me/preferences'),
        await client.get('/api/users/all'),
        await client.get('/api/workitems/simple'),
        await client.get('/api/roles/all'),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.body.message).toBe(messages.needChangePassword);
        expect(refused.body.data.code).toBe('auth.password_change_required');
      }
      expect((await client.get('/api/auth/session')).body.data.needChangePassword).toBe(true);
      expect((await client.get('/api/auth/permissions')).statusCode).toBe(200);

      const changed = await client.put('/api/users/updatePassword', { password: 'Elegida1234', confirmPassword: 'Elegida1234' });
      expect(changed.statusCode).toBe(200);
      expect((await client.get('/api/users/me/preferences')).statusCode).toBe(200);
      expect((await client.get('/api/auth/session')).body.data.needChangePassword).toBe(false);
      expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    });

    it('lets the user sign out before choosing one', async () => {
      await t.anonymous.post('/api/users/recover-password', { user: 'cliente' });
      const mail = (await t.database.handle.db.select().from(outbox)).at(-1)!.payload as { paragraphs: string[] };
      const temporary = /contraseña temporal es: (\S+)/.exec(mail.paragraphs.join(' '))![1];
      const client = await t.signIn('cliente', temporary);
      expect((await client.get('/api/workitems/simple')).statusCode).toBe(403);
      expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
      expect((await client.get('/api/auth/session')).statusCode).toBe(401);
    });
  });

  describe('own preferences', () => {
    it('reads and saves the e-mail preference of the signed-in user only', async () => {
      expect((await t.anonymous.get('/api/users/me/preferences')).statusCode).toBe(401);
      const supervisor = await t.as('supervisor');
      expect((await supervisor.get('/api/users/me/preferences')).body.data).toEqual({ emailNotifications: true });
      const saved = await supervisor.put('/api/users/me/preferences', { emailNotifications: false });
      expect(saved.body.data).toEqual({ emailNotifications: false });
      expect((await supervisor.get('/api/users/me/preferences')).body.data).toEqual({ emailNotifications: false });
      expect((await (await t.as('admin')).get('/api/users/me/preferences')).body.data).toEqual({ emailNotifications: true });
      const bad = await supervisor.put('/api/users/me/preferences', { emailNotifications: 'sí' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
