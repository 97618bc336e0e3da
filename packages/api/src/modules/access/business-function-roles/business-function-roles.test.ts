import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

const permissionIds = async (client: TestClient) =>
  (await client.get('/api/auth/permissions')).body.data.map((p: { id: number }) => p.id);

describe('businessFunctionRoles', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('saves the permissions of a role, effective at the next request of its users', async () => {
    const cliente = await t.as('cliente');
    expect(await permissionIds(cliente)).toEqual([2, 4, 5, 15, 16]);

    const saved = await admin.post('/api/businessFunctionRoles/massive', {
      id: 1008,
      assignedIds: [2, 4, 5, 15, 16, 22],
      type: 'role',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toEqual({ status: 'Success', data: true });

    // Same token, next request: the new permission applies, and the catalogue it guards opens.
    expect(await permissionIds(cliente)).toEqual([2, 4, 5, 15, 16, 22]);
    expect((await cliente.get('/api/tasktypes')).statusCode).toBe(200);
    expect((await admin.get('/api/roles/1008/business-functions')).body.data.map((o: { value: number }) => o.value)).toEqual([
      2, 4, 5, 15, 16, 22,
    ]);

    await admin.post('/api/businessFunctionRoles/massive', { id: 1008, assignedIds: [2, 4], type: 'role' });
    expect(await permissionIds(cliente)).toEqual([2, 4]);
    expect((await cliente.get('/api/tasktypes')).statusCode).toBe(403);
  });

  it('saves the roles of a permission', async () => {
    const agente = await t.as('agente');
    expect(await permissionIds(agente)).not.toContain(24);
    const saved = await admin.post('/api/businessFunctionRoles/massive', {
      id: 24,
      assignedIds: [1, 2, 3],
      type: 'businessFunction',
    });
    expect(saved.body.data).toBe(true);
    expect(await permissionIds(agente)).toContain(24);
    expect((await admin.get('/api/business-functions/24/roles')).body.data.map((o: { value: number }) => o.value)).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps the grants of a role marked not editable', async () => {
    const byRole = await admin.post('/api/businessFunctionRoles/massive', { id: 1, assignedIds: [2], type: 'role' });
    expect(byRole.statusCode).toBe(400);
    expect(byRole.body.message).toBe(catalogueMessages.roleNotEditable);
    const dropped = await admin.post('/api/businessFunctionRoles/massive', {
      id: 25,
      assignedIds: [2],
      type: 'businessFunction',
    });
    expect(dropped.body.message).toBe(catalogueMessages.roleNotEditable);
    expect((await admin.get('/api/business-functions/25/roles')).body.data.map((o: { value: number }) => o.value)).toContain(1);
  });

  it('saves all or nothing, and validates the body', async () => {
    const before = (await admin.get('/api/roles/1010/business-functions')).body.data;
    const unknown = await admin.post('/api/businessFunctionRoles/massive', { id: 1010, assignedIds: [2, 999], type: 'role' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data.fields).toEqual({ assignedIds: messages.invalidOption });
    expect((await admin.get('/api/roles/1010/business-functions')).body.data).toEqual(before);

    const bad = await admin.post('/api/businessFunctionRoles/massive', { id: 1010, assignedIds: 'x', type: 'grupo' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(['assignedIds', 'type']);
    expect((await admin.post('/api/businessFunctionRoles/massive', { id: 4242, assignedIds: [], type: 'role' })).statusCode).toBe(
      404,
    );
  });

  it('grants and revokes one permission', async () => {
    const granted = await admin.post('/api/businessFunctionRoles', { roleId: 1009, businessFunctionId: 14 });
    expect(granted.statusCode).toBe(201);
    expect(granted.body.data).toEqual({
      roleId: 1009,
      roleName: 'CLIENT MANAGER',
      businessFunctionId: 14,
      businessFunctionLabel: 'Recibidos',
    });
    const list = await admin.get('/api/businessFunctionRoles');
    expect(list.body.data).toContainEqual(granted.body.data);
    expect((await admin.delete('/api/businessFunctionRoles/1009/14')).body.data).toEqual({ result: true });
    expect((await admin.delete('/api/businessFunctionRoles/1009/14')).statusCode).toBe(404);
    expect((await admin.delete('/api/businessFunctionRoles/1/2')).body.message).toBe(catalogueMessages.roleNotEditable);
  });

  it('requires authentication and permission 17', async () => {
    expect((await t.anonymous.post('/api/businessFunctionRoles/massive', {})).statusCode).toBe(401);
    const supervisor = await t.as('supervisor');
    expect(
      (await supervisor.post('/api/businessFunctionRoles/massive', { id: 3, assignedIds: [17], type: 'role' })).statusCode,
    ).toBe(403);
    expect((await supervisor.get('/api/businessFunctionRoles')).statusCode).toBe(403);
  });
});
