// The audit log of access administration (docs/product/audit-log.md#what-is-recorded): users created, changed (a new
// password only ever masked) and deleted; the sessions an administrator's change ends; roles with their fields old →
// new; the permissions of a role before → after; and no entry for a change that was refused or rolled back.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIT_MASK, type AuditEntry } from '@tms/contracts';
import { users } from '../../db/schema';
import { useTestApp, type TestClient } from '../../test/test-app';
import { internalUserForm } from '../../test/user-form';

const newUser = (overrides: Record<string, unknown> = {}) =>
  internalUserForm('auditado', { displayName: 'Usuario Auditado', ...overrides });

describe('access audit', () => {
  const t = useTestApp();
  let admin: TestClient;
  let adminId: number;
  beforeAll(async () => {
    admin = await t.as('admin');
    adminId = (await admin.get('/api/auth/session')).body.data.id;
  });

  /** The entries of `entity` (and `action`) about `recordId`, newest first. */
  async function entriesOf(entity: string, recordId: number, action?: string): Promise<AuditEntry[]> {
    const response = await admin.get(`/api/audit-log?entity=${entity}&pageSize=100${action ? `&action=${action}` : ''}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return (response.body.data.rows as AuditEntry[]).filter((row) => row.recordId === String(recordId));
  }

  const passwordHashOf = async (id: number) =>
    (await t.database.handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

  it('records a user created, changed with a new password (masked) and deleted', async () => {
    const created = await admin.post('/api/users', newUser());
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.user.id as number;
    const firstHash = await passwordHashOf(id);
    const updated = await admin.put(`/api/users/${id}`, newUser({ displayName: 'Usuario Cambiado', password: 'Nueva12345' }));
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    const secondHash = await passwordHashOf(id);
    expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf('users', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, changed, added] = entries;
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { field: 'userName', old: null, new: 'auditado' },
        { field: 'displayName', old: null, new: 'Usuario Auditado' },
        { field: 'roleId', old: null, new: 2 },
        { field: 'isActive', old: null, new: true },
        { field: 'passwordHash', old: null, new: AUDIT_MASK },
      ]),
    );
    expect(changed.changes).toEqual([
      { field: 'displayName', old: 'Usuario Auditado', new: 'Usuario Cambiado' },
      { field: 'passwordHash', old: AUDIT_MASK, new: AUDIT_MASK },
    ]);
    expect(deleted.changes).toEqual(
      expect.arrayContaining([
        { field: 'userName', old: 'auditado', new: null },
        { field: 'passwordHash', old: AUDIT_MASK, new: null },
      ]),
    );
    const written = JSON.stringify(entries);
    expect(written).not.toContain(firstHash);
    expect(written).not.toContain(secondHash);
    expect(written).not.toContain('Nueva12345');
    for (const entry of entries) expect(entry.actorId).toBe(adminId);
    // The user had no session: neither the password reset nor the deletion ended one.
    expect(await entriesOf('sessions', id, 'session_ended')).toEqual([]);
  });

  it('records the sessions a deactivation ends, and the session is refused afterwards', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'sesion.viva', email: 'viva@example.com' }));
    const id = created.body.data.user.id as number;
    const signedIn = await t.signIn('sesion.viva', 'Inicial123');
    expect((await signedIn.get('/api/auth/session')).statusCode).toBe(200);

    const deactivated = await admin.put(
      `/api/users/${id}`,
      newUser({ userName: 'sesion.viva', email: 'viva@example.com', isActive: false, password: '' }),
    );
    expect(deactivated.statusCode, JSON.stringify(deactivated.body)).toBe(200);

    expect((await signedIn.get('/api/auth/session')).statusCode).toBe(401);
    const [ended, ...others] = await entriesOf('sessions', id, 'session_ended');
    expect(others).toEqual([]);
    expect(ended).toMatchObject({ actorId: adminId, entity: 'sessions', recordId: String(id) });
    expect(ended.changes).toEqual([{ field: 'sessions', old: 1, new: 0 }]);
    const [update] = await entriesOf('users', id, 'update');
    expect(update.changes).toEqual([{ field: 'isActive', old: true, new: false }]);
  });

  it('records a role created, changed (requiresTwoFactor old → new) and deleted', async () => {
    const created = await admin.post('/api/roles', { code: 'Rol auditado', detail: 'Primero', isActive: true });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const updated = await admin.put(`/api/roles/${id}`, {
      code: 'Rol auditado',
      detail: 'Primero',
      isActive: true,
      requiresTwoFactor: true,
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect((await admin.delete(`/api/roles/${id}`)).statusCode).toBe(200);

    const [deleted, changed, added] = await entriesOf('roles', id);
    expect([deleted.action, changed.action, added.action]).toEqual(['delete', 'update', 'create']);
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { field: 'code', old: null, new: 'Rol auditado' },
        { field: 'requiresTwoFactor', old: null, new: false },
      ]),
    );
    expect(changed.changes).toEqual([{ field: 'requiresTwoFactor', old: false, new: true }]);
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'code', old: 'Rol auditado', new: null }]));
    expect(changed.actorId).toBe(adminId);
  });

  it('records the permissions of a role granted and revoked, as the lists before → after', async () => {
    const role = await admin.post('/api/roles', { code: 'Permisos auditados', isActive: true });
    const roleId = role.body.data.id as number;
    const massive = await admin.post('/api/businessFunctionRoles/massive', { id: roleId, assignedIds: [4, 2], type: 'role' });
    expect(massive.statusCode, JSON.stringify(massive.body)).toBe(200);
    expect((await admin.post('/api/businessFunctionRoles', { roleId, businessFunctionId: 14 })).statusCode).toBe(201);
    // Granted already: nothing changes, nothing is written.
    expect((await admin.post('/api/businessFunctionRoles', { roleId, businessFunctionId: 14 })).statusCode).toBe(201);
    expect((await admin.delete(`/api/businessFunctionRoles/${roleId}/2`)).statusCode).toBe(200);
    const holders = (await admin.get('/api/business-functions/22/roles')).body.data.map((o: { value: number }) => o.value);
    const byFunction = await admin.post('/api/businessFunctionRoles/massive', {
      id: 22,
      assignedIds: [...holders, roleId],
      type: 'businessFunction',
    });
    expect(byFunction.statusCode, JSON.stringify(byFunction.body)).toBe(200);

    const entries = await entriesOf('role-permissions', roleId);
    expect(entries.map((entry) => entry.changes)).toEqual([
      [{ field: 'permissions', old: [4, 14], new: [4, 14, 22] }],
      [{ field: 'permissions', old: [2, 4, 14], new: [4, 14] }],
      [{ field: 'permissions', old: [2, 4], new: [2, 4, 14] }],
      [{ field: 'permissions', old: [], new: [2, 4] }],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ action: 'update', actorId: adminId });
    // The other holders of permission 22 kept what they had: no entry names them.
    for (const holder of holders) expect(await entriesOf('role-permissions', holder)).toEqual([]);
  });

  it('writes no entry for a change refused by validation or rolled back', async () => {
    const created = await admin.post('/api/users', newUser({ userName: 'rechazado', email: 'rechazado@example.com' }));
    const id = created.body.data.user.id as number;
    const refused = await admin.put(
      `/api/users/${id}`,
      newUser({ userName: 'rechazado', email: 'rechazado@example.com', roleId: 999_999, password: 'Otra12345' }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await entriesOf('users', id)).map((entry) => entry.action)).toEqual(['create']);

    const role = await admin.post('/api/roles', { code: 'Rol rechazado', isActive: true });
    const roleId = role.body.data.id as number;
    expect((await admin.put(`/api/roles/${roleId}`, { code: '', isActive: false })).statusCode).toBe(400);
    expect((await admin.put(`/api/roles/${roleId}`, { code: 'Agente', isActive: false })).statusCode).toBe(400);
    const unknown = await admin.post('/api/businessFunctionRoles/massive', { id: roleId, assignedIds: [2, 999], type: 'role' });
    expect(unknown.statusCode).toBe(400);
    expect((await entriesOf('roles', roleId)).map((entry) => entry.action)).toEqual(['create']);
    expect(await entriesOf('role-permissions', roleId)).toEqual([]);

    // Deleting a user tickets point at fails inside its transaction, after the sessions were ended: all rolls back.
    const agente = await t.as('agente');
    const agenteId = (await agente.get('/api/auth/session')).body.data.id as number;
    expect((await admin.delete(`/api/users/${agenteId}`)).statusCode).toBe(409);
    expect((await agente.get('/api/auth/session')).statusCode).toBe(200);
    expect(await entriesOf('sessions', agenteId, 'session_ended')).toEqual([]);
    expect(await entriesOf('users', agenteId, 'delete')).toEqual([]);
  });
});
