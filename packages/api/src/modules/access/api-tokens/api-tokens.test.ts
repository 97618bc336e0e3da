// docs/product/api-tokens.md: creating (shown once, stored hashed), the field rules, who sees and revokes whose tokens,
// and that a token carries its user's permissions as the role holds them at each call.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenMessages, messages, Permission, validationMessages, type ApiToken } from '@tms/contracts';
import { apiTokens, users } from '../../../db/schema';
import { client, useTestApp, type TestClient } from '../../../test/test-app';
import { createToken, DAY_MS, daysAhead, tokenInput } from './api-tokens.testing';

describe('API tokens', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let cliente: TestClient;
  let clienteId: number;

  beforeAll(async () => {
    [admin, agente, cliente] = await Promise.all([t.as('admin'), t.as('agente'), t.as('cliente')]);
    clienteId = (await cliente.get('/api/auth/session')).body.data.id;
  });

  const withToken = (token: string) => client(t.app, token);

  it('answers the token once, as tms_ and 32 random bytes, and keeps only its SHA-256', async () => {
    const created = await createToken(cliente, { name: '  Tablero de ventas  ' });
    expect(created.token).toMatch(/^tms_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Tablero de ventas', readOnly: false, lastUsedAt: null, revokedAt: null });
    expect(created.owner).toMatchObject({ id: clienteId, userName: 'cliente' });

    const [stored] = await t.database.handle.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(stored.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));

    const listed = (await cliente.get<ApiToken[]>('/api/api-tokens')).body.data.find((row) => row.id === created.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(4));
  });

  it('refuses bad input with a Spanish message on each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', messages.fieldRequired],
      [{ name: '   ' }, 'name', messages.fieldRequired],
      [{ name: 'x'.repeat(101) }, 'name', messages.maxLength(100)],
      [{ expiresAt: daysAhead(-1) }, 'expiresAt', apiTokenMessages.expiryPast],
      [{ expiresAt: daysAhead(367) }, 'expiresAt', apiTokenMessages.expiryTooFar],
      [{ expiresAt: 'mañana' }, 'expiresAt', validationMessages.expectedDate],
      [{ expiresAt: undefined }, 'expiresAt', messages.fieldRequired],
      [{ readOnly: 'sí' }, 'readOnly', validationMessages.expectedFlag],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await agente.post('/api/api-tokens', tokenInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body.data).toMatchObject({ code: 'request.invalid', fields: { [field]: message } });
    }
    expect(
      (await agente.post('/api/api-tokens', tokenInput({ name: 'x'.repeat(100), expiresAt: daysAhead(365) }))).statusCode,
    ).toBe(201);
  });

  it('carries the permissions of its user, never more', async () => {
    const clienteToken = withToken((await createToken(cliente)).token);
    const adminToken = withToken((await createToken(admin)).token);
    expect((await clienteToken.get('/api/users')).body.data).toMatchObject({ code: 'auth.forbidden' });
    expect((await clienteToken.get('/api/users')).statusCode).toBe(403);
    expect((await adminToken.get('/api/users')).statusCode).toBe(200);
    expect((await clienteToken.get('/api/auth/permissions')).body.data.map((p: { id: number }) => p.id)).not.toContain(
      Permission.Users,
    );
  });

  it("follows the user's role at each call: a grant withdrawn or a role changed applies at once", async () => {
    const agenteToken = withToken((await createToken(agente)).token);
    const report = '/api/workitems/received';
    expect((await agenteToken.get(report)).statusCode).toBe(200);
    const withdrawn = await admin.delete(`/api/businessFunctionRoles/2/${Permission.ReceivedTickets}`);
    expect(withdrawn.statusCode).toBe(200);
    expect((await agenteToken.get(report)).statusCode).toBe(403);
    await admin.post('/api/businessFunctionRoles', { roleId: 2, businessFunctionId: Permission.ReceivedTickets });
    expect((await agenteToken.get(report)).statusCode).toBe(200);

    const clienteToken = withToken((await createToken(cliente)).token);
    const db = t.database.handle.db;
    await db.update(users).set({ roleId: 1 }).where(eq(users.id, clienteId));
    expect((await clienteToken.get('/api/users')).statusCode).toBe(200);
    await db.update(users).set({ roleId: 1008 }).where(eq(users.id, clienteId));
    expect((await clienteToken.get('/api/users')).statusCode).toBe(403);
  });

  it("lists a user's own tokens only; administrators of users see everyone's with the owner's name", async () => {
    const own = await createToken(agente, { name: 'Del agente' });
    const foreign = await createToken(cliente, { name: 'Del cliente' });
    const agenteRows = (await agente.get<ApiToken[]>('/api/api-tokens')).body.data;
    expect(agenteRows.map((row) => row.id)).toContain(own.id);
    expect(agenteRows.every((row) => row.owner.userName === 'agente')).toBe(true);

    const adminRows = (await admin.get<ApiToken[]>('/api/api-tokens')).body.data;
    expect(adminRows.find((row) => row.id === foreign.id)?.owner).toMatchObject({
      userName: 'cliente',
      displayName: expect.any(String),
    });
    expect(adminRows.find((row) => row.id === own.id)?.owner.userName).toBe('agente');
    const supervisor = await t.as('supervisor');
    expect((await supervisor.get<ApiToken[]>('/api/api-tokens')).body.data).toEqual([]);
  });

  it("revokes one's own token, records when, and the token answers 401 from then on", async () => {
    const created = await createToken(agente);
    const caller = withToken(created.token);
    expect((await caller.get('/api/auth/permissions')).statusCode).toBe(200);

    const revoked = await agente.delete<ApiToken>(`/api/api-tokens/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(new Date(revoked.body.data.revokedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const refused = await caller.get('/api/auth/permissions');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toMatchObject({ message: apiTokenMessages.revoked, data: { code: 'auth.required' } });

    const again = await agente.delete<ApiToken>(`/api/api-tokens/${created.id}`);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
  });

  it("answers 404 to anyone else revoking a user's token; an administrator of users revokes anyone's", async () => {
    const created = await createToken(cliente);
    for (const other of [agente, await t.as('supervisor'), await t.as('proveedor')]) {
      const response = await other.delete(`/api/api-tokens/${created.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body.data.code).toBe('resource.not_found');
    }
    expect((await withToken(created.token).get('/api/auth/permissions')).statusCode).toBe(200);
    expect((await admin.delete(`/api/api-tokens/${created.id}`)).statusCode).toBe(200);
    expect((await withToken(created.token).get('/api/auth/permissions')).statusCode).toBe(401);
    expect((await admin.delete('/api/api-tokens/999999')).statusCode).toBe(404);
  });

  it('refuses an unknown token and the token of a deactivated user with 401', async () => {
    const unknown = await withToken(`tms_${'A'.repeat(43)}`).get('/api/auth/permissions');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.message).toBe(apiTokenMessages.invalid);

    const created = await createToken(cliente);
    await t.database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, clienteId));
    try {
      expect((await withToken(created.token).get('/api/auth/permissions')).statusCode).toBe(401);
    } finally {
      await t.database.handle.db.update(users).set({ isActive: true }).where(eq(users.id, clienteId));
    }
    expect((await withToken(created.token).get('/api/auth/permissions')).statusCode).toBe(200);
  });

  it('takes its tokens along when a user is deleted', async () => {
    const person = { userName: 'integrador', displayName: 'Integrador', email: 'integrador@example.com', passwordHash: '' };
    const db = t.database.handle.db;
    const [{ id: userId }] = await db
      .insert(users)
      .values({ ...person, roleId: 2, entityTypeId: 1 })
      .returning({ id: users.id });
    await db.insert(apiTokens).values({
      userId,
      name: 'x',
      tokenHash: 'f'.repeat(64),
      createdDate: new Date(),
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    expect((await admin.delete(`/api/users/${userId}`)).statusCode).toBe(200);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).toEqual([]);
  });
});
