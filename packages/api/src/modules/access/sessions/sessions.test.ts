// Server-side sessions (docs/product/access.md#sessions-and-throttling): the stale token answers 401
// after each revoking event, on every process, and nowhere before.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@tms/contracts';
import { sessions, users } from '../../../db/schema';
import { openLiveStream } from '../../../test/live-stream';
import { createTestApp, useSecondServer, type TestApp, type TestClient } from '../../../test/test-app';
import { internalUserForm } from '../../../test/user-form';

const newUser = internalUserForm;

describe('sessions', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A new agent who already chose a password, signed in twice (two devices). */
  async function agentWithTwoSessions(userName: string) {
    const created = await admin.post('/api/users', newUser(userName));
    expect(created.statusCode).toBe(201);
    const first = await t.signIn(userName, 'Inicial123');
    expect(
      (await first.put('/api/users/updatePassword', { password: 'Elegida123', confirmPassword: 'Elegida123' })).statusCode,
    ).toBe(200);
    const second = await t.signIn(userName, 'Elegida123');
    const third = await t.signIn(userName, 'Elegida123');
    return { id: created.body.data.user.id as number, first, second, third };
  }

  const status = async (client: TestClient) => (await client.get('/api/auth/session')).statusCode;

  it('names its session in the token, and checks the session row on every call', async () => {
    const response = await t.anonymous.post('/api/auth/login', { userName: 'agente', password: 'Agente123!' });
    const payload = JSON.parse(Buffer.from(response.body.data.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: String(response.body.data.id), sid: expect.any(String) });
    const [row] = await t.database.handle.db.select().from(sessions).where(eq(sessions.id, payload.sid));
    expect(row.userId).toBe(response.body.data.id);
    // TOKEN_TTL_HOURS bounds the session: the test app's tokens live one hour.
    const hoursLeft = (row.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThanOrEqual(1);

    const forged = await t.app.ctx.tokens.sign({ userId: response.body.data.id, sessionId: randomUUID() });
    const withForged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(withForged.statusCode).toBe(401);
    expect(withForged.json().message).toBe(messages.unauthorized);
  });

  it('ends the session at sign-out, and only that one', async () => {
    const { first, second } = await agentWithTwoSessions('salida.uno');
    expect((await t.anonymous.post('/api/auth/logout')).statusCode).toBe(401);
    const out = await second.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.body.data).toEqual({ result: true });
    expect(await status(second)).toBe(401);
    expect((await second.get('/api/users/me/preferences')).statusCode).toBe(401);
    expect(await status(first)).toBe(200);
  });

  it('ends every other session at the own password change, keeping the one that changed it', async () => {
    const { first, second, third } = await agentWithTwoSessions('cambio.propio');
    const changed = await second.put('/api/users/updatePassword', {
      currentPassword: 'Elegida123',
      password: 'OtraClave123',
      confirmPassword: 'OtraClave123',
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(second)).toBe(200);
    expect(await status(first)).toBe(401);
    expect(await status(third)).toBe(401);
  });

  it("ends all the user's sessions at an administrator's password reset", async () => {
    const { id, first, second } = await agentWithTwoSessions('reinicio.admin');
    const reset = await admin.put(`/api/users/${id}`, newUser('reinicio.admin', { password: 'Reiniciada123' }));
    expect(reset.statusCode).toBe(200);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(admin)).toBe(200);
  });

  it("ends all the user's sessions at deactivation, and reactivation does not revive them", async () => {
    const { id, first, second } = await agentWithTwoSessions('baja.admin');
    expect((await admin.put(`/api/users/${id}`, newUser('baja.admin', { isActive: false, password: '' }))).statusCode).toBe(200);
    expect((await admin.put(`/api/users/${id}`, newUser('baja.admin', { isActive: true, password: '' }))).statusCode).toBe(200);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(401);
  });

  it("ends all the user's sessions at a role change, and keeps them at any other edit", async () => {
    const { id, first } = await agentWithTwoSessions('rol.admin');
    expect(
      (await admin.put(`/api/users/${id}`, newUser('rol.admin', { displayName: 'Nuevo nombre', password: '' }))).statusCode,
    ).toBe(200);
    expect(await status(first)).toBe(200);
    expect((await admin.put(`/api/users/${id}`, newUser('rol.admin', { roleId: 3, password: '' }))).statusCode).toBe(200);
    expect(await status(first)).toBe(401);
  });

  it("ends all the user's sessions when the user is deleted", async () => {
    const { id, first } = await agentWithTwoSessions('borrado.admin');
    expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(200);
    expect(await status(first)).toBe(401);
    const left = await t.database.handle.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left).toEqual([]);
  });

  it('ends the live streams of the sessions it ends, and only those', async () => {
    const { id, first, second } = await agentWithTwoSessions('flujos.fin');
    const port = (t.app.server.address() as AddressInfo).port;
    const streamOf = async (client: TestClient) => {
      const stream = openLiveStream(port, (await client.post('/api/notifications/stream-ticket')).body.data.ticket);
      await stream.opened;
      return stream;
    };
    const [firstStream, secondStream] = [await streamOf(first), await streamOf(second)];
    const changed = await second.put('/api/users/updatePassword', {
      currentPassword: 'Elegida123',
      password: 'OtraClave123',
      confirmPassword: 'OtraClave123',
    });
    expect(changed.statusCode).toBe(200);
    expect(await firstStream.ended).toBe('session_ended');
    expect(await Promise.race([secondStream.ended.then(() => 'ended'), Promise.resolve('open')])).toBe('open');
    expect((await admin.put(`/api/users/${id}`, newUser('flujos.fin', { isActive: false, password: '' }))).statusCode).toBe(200);
    expect(await secondStream.ended).toBe('session_ended');
  });

  it('answers 401 once the session expired, and removes expired rows at the next sign-in', async () => {
    const { id, first } = await agentWithTwoSessions('vencida');
    const db = t.database.handle.db;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect(await status(first)).toBe(401);
    await t.as('supervisor');
    const [{ expired }] = await db
      .select({ expired: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.expiresAt} <= now()`);
    expect(expired).toBe(0);
  });

  describe('on every process', () => {
    const other = useSecondServer(() => t);

    it('refuses on the other server a session ended on this one', async () => {
      const response = await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: 'Supervisor123!' });
      const headers = { authorization: `Bearer ${response.body.data.token}` };
      expect((await other().inject({ method: 'GET', url: '/api/auth/session', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
      expect((await other().inject({ method: 'GET', url: '/api/auth/session', headers })).statusCode).toBe(401);
    });
  });

  it('keeps no session of a user who signs in while inactive', async () => {
    const { id } = await agentWithTwoSessions('inactivo.nuevo');
    await t.database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    await t.database.handle.db.delete(sessions).where(eq(sessions.userId, id));
    const response = await t.anonymous.post('/api/auth/login', { userName: 'inactivo.nuevo', password: 'Elegida123' });
    expect(response.statusCode).toBe(401);
    expect(response.body.message).toBe(messages.inactiveUser);
    expect(response.body.data.code).toBe('auth.inactive_user');
    expect(await t.database.handle.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });
});
