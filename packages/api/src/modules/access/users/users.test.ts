import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { internalUserForm } from '../../../test/user-form';
import { outbox, workItems } from '../../../db/schema';

const newUser = (overrides: Record<string, unknown> = {}) =>
  internalUserForm('maria.lopez', {
    displayName: 'María López',
    email: 'maria@example.com',
    mobilePhone: '55 1234 5678',
    ...overrides,
  });

/** A ticket `client` creates, returning its id: the tickets of clients and providers decide whom they see. */
const ticketOf = async (client: TestClient) => {
  const body = {
    subject: 'La impresora no imprime',
    detail: '<p>Se atasca.</p>',
    categoryId: 1,
    subCategoryId: 1,
    severityId: 1,
  };
  const created = await client.post('/api/workitems', body);
  expect(created.statusCode).toBe(201);
  return created.body.data.id as number;
};

describe('users', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('requires authentication', async () => {
    for (const [method, url] of [
      ['get', '/api/users'],
      ['get', '/api/users/1'],
      ['post', '/api/users'],
      ['put', '/api/users/1'],
      ['delete', '/api/users/1'],
      ['get', '/api/users/search/ana'],
      ['get', '/api/users/all'],
    ] as const) {
      expect((await t.anonymous[method](url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('requires permission 10 for administration, with the Spanish 403', async () => {
    const cliente = await t.as('cliente');
    for (const [method, url] of [
      ['get', '/api/users'],
      ['get', '/api/users/1'],
      ['post', '/api/users'],
      ['put', '/api/users/1'],
      ['delete', '/api/users/2'],
    ] as const) {
      const response = await cliente[method](url, newUser());
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body.message).toBe(messages.forbidden);
    }
  });

  it('pages, sorts and searches in SQL', async () => {
    const page = await admin.get('/api/users?page=0&pageSize=2&sortField=userName&sortOrder=asc');
    expect(page.statusCode).toBe(200);
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.rows.map((u: { userName: string }) => u.userName)).toEqual(['admin', 'agente']);
    const second = await admin.get('/api/users?page=2&pageSize=2&sortField=userName&sortOrder=asc');
    expect(second.body.data.rows.map((u: { userName: string }) => u.userName)).toEqual(['supervisor']);
    const search = await admin.get('/api/users?q=PROVEE');
    expect(search.body.data.rows).toHaveLength(1);
    expect(search.body.data.rows[0]).toMatchObject({
      userName: 'proveedor',
      roleName: 'PROVIDER',
      entityTypeName: 'Proveedor',
      companyLocationName: 'Matriz CDMX',
    });
    expect(JSON.stringify(page.body)).not.toMatch(/passwordHash|password_hash/);
  });

  it('validates with the messages of docs/product/access.md#users', async () => {
    const response = await admin.post(
      '/api/users',
      newUser({ userName: '_ab', email: 'no-es-correo', mobilePhone: '123', displayName: '', roleId: -1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toMatchObject({
      userName: messages.userNameFormat,
      email: messages.invalidEmail,
      mobilePhone: messages.invalidPhone,
      displayName: messages.required,
      roleId: messages.required,
    });
  });

  it('creates a user with an initial password that must be changed at first sign-in', async () => {
    const created = await admin.post('/api/users', newUser());
    expect(created.statusCode).toBe(201);
    expect(created.body.data.temporaryPassword).toBeNull();
    expect(created.body.data.user).toMatchObject({ userName: 'maria.lopez', roleName: 'Agente', isTempPassword: true });
    const login = await t.anonymous.post('/api/auth/login', { userName: 'maria.lopez', password: 'Inicial123' });
    expect(login.body.data.needChangePassword).toBe(true);
  });

  it('generates, returns once and mails a temporary password when none is given', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'temp_user', email: 'temp@example.com', password: '' }));
    expect(created.statusCode).toBe(201);
    const temporary = created.body.data.temporaryPassword;
    expect(temporary).toMatch(/^\S{12}$/);
    const mails = await t.database.handle.db.select().from(outbox);
    expect(mails.at(-1)!.payload as { to: string; text: string }).toMatchObject({ to: 'temp@example.com' });
    expect((await t.anonymous.post('/api/auth/login', { userName: 'temp_user', password: temporary })).statusCode).toBe(200);
  });

  it('refuses duplicates of user name and e-mail with their message', async () => {
    const byName = await admin.post('/api/users', newUser({ userName: 'AGENTE', email: 'otro@example.com' }));
    expect(byName.statusCode).toBe(400);
    expect(byName.body.message).toBe(messages.userNameTaken);
    const byEmail = await admin.post('/api/users', newUser({ userName: 'otro.usuario', email: 'Agente@Example.com' }));
    expect(byEmail.body.data.fields).toEqual({ email: messages.emailTaken });
  });

  it('enforces the role → entity type rule and the external entity', async () => {
    const wrongType = await admin.post(
      '/api/users',
      newUser({ userName: 'cli.nuevo', email: 'cli@example.com', roleId: 1008, entityTypeId: 1 }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.data.fields).toEqual({ entityTypeId: messages.invalidOption });
    const noEntity = await admin.post(
      '/api/users',
      newUser({ userName: 'cli.nuevo', email: 'cli@example.com', roleId: 1008, entityTypeId: 2 }),
    );
    expect(noEntity.body.data.fields).toEqual({ externalEntityId: messages.externalEntityRequired });
    const wrongEntity = await admin.post(
      '/api/users',
      newUser({ userName: 'cli.nuevo', email: 'cli@example.com', roleId: 1008, entityTypeId: 2, externalEntityId: 2 }),
    );
    expect(wrongEntity.body.data.fields).toEqual({ externalEntityId: messages.invalidOption });
    const good = await admin.post(
      '/api/users',
      newUser({ userName: 'cli.nuevo', email: 'cli@example.com', roleId: 1008, entityTypeId: 2, externalEntityId: 1 }),
    );
    expect(good.statusCode).toBe(201);
    expect(good.body.data.user).toMatchObject({ entityTypeId: 2, externalEntityId: 1 });
  });

  it('updates a user, keeping the password when none is given', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'to.edit', email: 'edit@example.com' }));
    const id = created.body.data.user.id;
    const updated = await admin.put(
      `/api/users/${id}`,
      newUser({ userName: 'to.edit', email: 'edit@example.com', displayName: 'Nombre Nuevo', password: '' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.user.displayName).toBe('Nombre Nuevo');
    expect((await t.anonymous.post('/api/auth/login', { userName: 'to.edit', password: 'Inicial123' })).statusCode).toBe(200);
    expect((await admin.get(`/api/users/${id}`)).body.data.displayName).toBe('Nombre Nuevo');
    expect((await admin.put('/api/users/99999', newUser({ userName: 'zz.zz', email: 'zz@example.com' }))).statusCode).toBe(404);
  });

  it('deletes a user; an inactive user cannot sign in or use a token', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'to.delete', email: 'delete@example.com' }));
    const id = created.body.data.user.id;
    const client = await t.signIn('to.delete', 'Inicial123');
    await admin.put(
      `/api/users/${id}`,
      newUser({ userName: 'to.delete', email: 'delete@example.com', isActive: false, password: '' }),
    );
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/auth/login', { userName: 'to.delete', password: 'Inicial123' })).statusCode).toBe(401);
    const deleted = await admin.delete(`/api/users/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`/api/users/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 when deleting a user other records point at, and refuses deleting oneself', async () => {
    const agente = await admin.get('/api/users?q=agente');
    const response = await admin.delete(`/api/users/${agente.body.data.rows[0].id}`);
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe(messages.conflict);
    expect(response.body.data.code).toBe('resource.in_use');
    const me = (await admin.get('/api/auth/session')).body.data.id;
    expect((await admin.delete(`/api/users/${me}`)).body.message).toBe(messages.cannotDeleteSelf);
  });

  it('searches active users for type-ahead pickers for any signed-in user', async () => {
    const agente = await t.as('agente');
    const response = await agente.get('/api/users/search/sup');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual([
      { id: expect.any(Number), userName: 'supervisor', displayName: 'Sergio Supervisor', email: 'supervisor@example.com' },
    ]);
    // This answer is deliberate (docs/product/access.md#users): a client gets the name only (users.privacy.test.ts).
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/users/search/sup')).body.data).toEqual([
      { id: expect.any(Number), displayName: 'Sergio Supervisor' },
    ]);
  });

  it('answers 20 simultaneous creations of one user name with one 201 and Spanish 400s, never a 500', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post('/api/users', newUser({ userName: 'carrera.doble', email: `carrera${i}@example.com` })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({
        status: 'Fail',
        message: messages.userNameTaken,
        data: { code: 'resource.duplicate' },
      });
      expect(refused.body.data.fields).toEqual({ userName: messages.userNameTaken });
    }
    const sameEmail = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post('/api/users', newUser({ userName: `correo.doble${i}`, email: 'doble@example.com' })),
      ),
    );
    expect(sameEmail.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(sameEmail.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body.message}`))).toEqual(
      new Set([`400 ${messages.emailTaken}`]),
    );
  });

  it('never gives clients and providers other users e-mail addresses or phone numbers', async () => {
    for (const external of [await t.as('cliente'), await t.as('proveedor')]) {
      await ticketOf(external);
      const all = await external.get('/api/users/all');
      expect(all.statusCode).toBe(200);
      expect(all.body.data.length).toBeGreaterThan(1);
      for (const item of all.body.data) expect(Object.keys(item).sort()).toEqual(['displayName', 'id']);
      const search = await external.get('/api/users/search/a');
      expect(search.body.data.length).toBeGreaterThan(0);
      for (const item of search.body.data) expect(Object.keys(item).sort()).toEqual(['displayName', 'id']);
      expect(JSON.stringify([all.body, search.body])).not.toMatch(/@|55 1234 5678/);
      // Nor can they find people by an address or a user name they do not see.
      expect((await external.get('/api/users/search/supervisor%40example')).body.data).toEqual([]);
      expect((await external.get('/api/users/search/maria.l')).body.data).toEqual([]);
    }
    const agente = await t.as('agente');
    expect((await agente.get('/api/users/search/maria.l')).body.data).toHaveLength(1);
    const internal = (await agente.get('/api/users/all')).body.data;
    expect(internal).toContainEqual({
      id: expect.any(Number),
      userName: 'supervisor',
      displayName: 'Sergio Supervisor',
      email: 'supervisor@example.com',
    });
  });

  it('lists for clients and providers only themselves and the people of their own tickets (GET users/all)', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'ajeno.total', email: 'ajeno@example.com' }));
    expect(created.statusCode).toBe(201);
    const stranger = created.body.data.user.id as number;
    const listed = async (client: TestClient, query = '') =>
      ((await client.get(`/api/users/all${query}`)).body.data as { id: number }[]).map((u) => u.id);
    const idOf = async (client: TestClient) => (await client.get('/api/auth/session')).body.data.id as number;

    const cliente = await t.as('cliente');
    const proveedor = await t.as('proveedor');
    for (const external of [cliente, proveedor]) {
      expect(await listed(external)).toContain(await idOf(external));
      expect(await listed(external)).not.toContain(stranger);
      expect(await listed(external, '?internal=true')).not.toContain(stranger);
    }
    expect(await listed(admin)).toContain(stranger);

    // Once the stranger is assigned one of the client's tickets, the client sees the name.
    await t.database.handle.db
      .update(workItems)
      .set({ assignedTo: stranger })
      .where(eq(workItems.id, await ticketOf(cliente)));
    expect(await listed(cliente)).toContain(stranger);
  });

  it('offers only internal active users to the responsible pickers (internal=true)', async () => {
    const agente = await t.as('agente');
    const everyone = (await agente.get('/api/users/all')).body.data.map((u: { userName: string }) => u.userName);
    expect(everyone).toEqual(expect.arrayContaining(['cliente', 'proveedor', 'agente']));
    const internal = (await agente.get('/api/users/all?internal=true')).body.data.map((u: { userName: string }) => u.userName);
    expect(internal).toEqual(expect.arrayContaining(['admin', 'agente', 'supervisor']));
    expect(internal).not.toContain('cliente');
    expect(internal).not.toContain('proveedor');
    expect((await agente.get('/api/users/all?internal=maybe')).statusCode).toBe(400);
  });
});
