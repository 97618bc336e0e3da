// Delegated administrators grant only what they hold (docs/product/access.md#delegation): both
// escalations of the audit, and what each delegate may still do.
import { beforeAll, describe, expect, it } from 'vitest';
import { accessMessages, Permission, SUPERUSER_ROLE_ID } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

const CLIENT_ROLE_ID = 1008;
const SUPERVISOR_ROLE_ID = 3;
const CLIENT_PERMISSIONS = [2, 4, 5, 15, 16];

const person = (userName: string, roleId: number, overrides: Record<string, unknown> = {}) => ({
  userName,
  displayName: `Persona ${userName}`,
  email: `${userName}@example.com`,
  roleId,
  companyLocationId: 1,
  entityTypeId: roleId === CLIENT_ROLE_ID ? 2 : 1,
  externalEntityId: roleId === CLIENT_ROLE_ID ? 1 : null,
  isActive: true,
  password: 'Inicial123',
  ...overrides,
});

describe('delegated administrators', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  /** A role holding exactly `permissions`, and a signed-in user holding it who already chose a password. */
  async function delegate(code: string, permissions: number[]) {
    const role = await admin.post('/api/roles', { code, detail: code, isActive: true });
    expect(role.statusCode).toBe(201);
    const roleId = role.body.data.id as number;
    expect(
      (await admin.post('/api/businessFunctionRoles/massive', { id: roleId, assignedIds: permissions, type: 'role' })).statusCode,
    ).toBe(200);
    const userName = code.toLowerCase().replaceAll(' ', '.');
    const created = await admin.post('/api/users', person(userName, roleId));
    expect(created.statusCode).toBe(201);
    const client = await t.signIn(userName, 'Inicial123');
    await client.put('/api/users/updatePassword', { password: 'Elegida123', confirmPassword: 'Elegida123' });
    return { roleId, id: created.body.data.user.id as number, client };
  }

  const permissionIds = async (client: TestClient): Promise<number[]> =>
    (await client.get('/api/auth/permissions')).body.data.map((p: { id: number }) => p.id);

  describe('a users administrator (permission 10 only)', () => {
    let usersAdmin: Awaited<ReturnType<typeof delegate>>;
    beforeAll(async () => {
      usersAdmin = await delegate('Admin Usuarios', [Permission.Users, ...CLIENT_PERMISSIONS]);
    });

    it('cannot set its own role to the superuser role (the audit escalation)', async () => {
      const { client, id, roleId } = usersAdmin;
      const attempt = await client.put(`/api/users/${id}`, person('admin.usuarios', SUPERUSER_ROLE_ID, { password: '' }));
      expect(attempt.statusCode).toBe(403);
      expect(attempt.body.message).toBe(accessMessages.cannotChangeOwnRole);
      expect((await admin.get(`/api/users/${id}`)).body.data.roleId).toBe(roleId);
      expect(await permissionIds(client)).not.toContain(Permission.Permissions);
    });

    it('cannot give anyone the superuser role, nor a role holding a permission it lacks', async () => {
      const { client } = usersAdmin;
      const superuser = await client.post('/api/users', person('quiere.root', SUPERUSER_ROLE_ID));
      expect(superuser.statusCode).toBe(403);
      expect(superuser.body.message).toBe(accessMessages.superuserRoleOnlyBySuperuser);
      const supervisor = await client.post('/api/users', person('quiere.super', SUPERVISOR_ROLE_ID));
      expect(supervisor.statusCode).toBe(403);
      expect(supervisor.body.message).toBe(accessMessages.roleExceedsPermissions);

      const created = await client.post('/api/users', person('cliente.nuevo', CLIENT_ROLE_ID));
      expect(created.statusCode).toBe(201);
      const id = created.body.data.user.id;
      const promoted = await client.put(
        `/api/users/${id}`,
        person('cliente.nuevo', SUPERUSER_ROLE_ID, { entityTypeId: 1, password: '' }),
      );
      expect(promoted.statusCode).toBe(403);
      expect((await admin.get(`/api/users/${id}`)).body.data.roleId).toBe(CLIENT_ROLE_ID);
    });

    it('cannot edit, reset or delete a user whose role holds more than it does', async () => {
      const { client } = usersAdmin;
      const supervisorId = (await admin.get('/api/users?q=supervisor')).body.data.rows[0].id;
      const reset = await client.put(
        `/api/users/${supervisorId}`,
        person('supervisor', SUPERVISOR_ROLE_ID, { password: 'Tomada123' }),
      );
      expect(reset.statusCode).toBe(403);
      expect(reset.body.message).toBe(accessMessages.userExceedsPermissions);
      expect((await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: 'Tomada123' })).statusCode).toBe(401);
      expect((await client.delete(`/api/users/${supervisorId}`)).statusCode).toBe(403);
    });

    it('tells the user form what it may do', async () => {
      const { client, id } = usersAdmin;
      const adminId = (await admin.get('/api/auth/session')).body.data.id;
      const ofAdmin = (await client.get(`/api/users/${adminId}`)).body.data.abilities;
      expect(ofAdmin).toMatchObject({ canEdit: false, canDelete: false, canChangeRole: false });
      const ofSelf = (await client.get(`/api/users/${id}`)).body.data.abilities;
      expect(ofSelf).toMatchObject({ canEdit: true, canDelete: false, canChangeRole: false });
      expect(ofSelf.assignableRoleIds).toContain(CLIENT_ROLE_ID);
      expect(ofSelf.assignableRoleIds).not.toContain(SUPERUSER_ROLE_ID);
      expect(ofSelf.assignableRoleIds).not.toContain(SUPERVISOR_ROLE_ID);
      const bySuperuser = (await admin.get(`/api/users/${id}`)).body.data.abilities;
      expect(bySuperuser).toMatchObject({ canEdit: true, canDelete: true, canChangeRole: true });
      expect(bySuperuser.assignableRoleIds).toContain(SUPERUSER_ROLE_ID);
    });
  });

  describe('a permissions administrator (permission 17 only)', () => {
    let permissionsAdmin: Awaited<ReturnType<typeof delegate>>;
    beforeAll(async () => {
      permissionsAdmin = await delegate('Admin Permisos', [Permission.Permissions]);
    });

    it('cannot grant itself everything (the audit escalation)', async () => {
      const { client, roleId } = permissionsAdmin;
      const everything = (await admin.get('/api/business-functions')).body.data.map((f: { id: number }) => f.id);
      const byRole = await client.post('/api/businessFunctionRoles/massive', {
        id: roleId,
        assignedIds: everything,
        type: 'role',
      });
      expect(byRole.statusCode).toBe(403);
      expect(byRole.body.message).toBe(accessMessages.cannotEditOwnRoleGrants);
      const byFunction = await client.post('/api/businessFunctionRoles/massive', {
        id: Permission.Users,
        assignedIds: [SUPERUSER_ROLE_ID, roleId],
        type: 'businessFunction',
      });
      expect(byFunction.statusCode).toBe(403);
      const single = await client.post('/api/businessFunctionRoles', { roleId, businessFunctionId: Permission.Users });
      expect(single.statusCode).toBe(403);
      expect(await permissionIds(client)).toEqual([Permission.Permissions]);
    });

    it('cannot grant or withdraw on another role a permission it lacks', async () => {
      const { client } = permissionsAdmin;
      const grant = await client.post('/api/businessFunctionRoles', {
        roleId: CLIENT_ROLE_ID,
        businessFunctionId: Permission.Users,
      });
      expect(grant.statusCode).toBe(403);
      expect(grant.body.message).toBe(accessMessages.grantExceedsPermissions);
      const withdraw = await client.post('/api/businessFunctionRoles/massive', {
        id: CLIENT_ROLE_ID,
        assignedIds: [2],
        type: 'role',
      });
      expect(withdraw.statusCode).toBe(403);
      const byFunction = await client.post('/api/businessFunctionRoles/massive', {
        id: Permission.Roles,
        assignedIds: [SUPERUSER_ROLE_ID, CLIENT_ROLE_ID],
        type: 'businessFunction',
      });
      expect(byFunction.statusCode).toBe(403);
      const roles = await admin.get(`/api/roles/${CLIENT_ROLE_ID}/business-functions`);
      expect(roles.body.data.map((o: { value: number }) => o.value)).toEqual(CLIENT_PERMISSIONS);
    });

    it('grants on other roles what it holds, keeping their other grants as they are', async () => {
      const { client } = permissionsAdmin;
      const saved = await client.post('/api/businessFunctionRoles/massive', {
        id: CLIENT_ROLE_ID,
        assignedIds: [...CLIENT_PERMISSIONS, Permission.Permissions],
        type: 'role',
      });
      expect(saved.statusCode).toBe(200);
      const removed = await client.post('/api/businessFunctionRoles/massive', {
        id: Permission.Permissions,
        assignedIds: [SUPERUSER_ROLE_ID, permissionsAdmin.roleId],
        type: 'businessFunction',
      });
      expect(removed.statusCode).toBe(200);
      const roles = await admin.get(`/api/roles/${CLIENT_ROLE_ID}/business-functions`);
      expect(roles.body.data.map((o: { value: number }) => o.value)).toEqual(CLIENT_PERMISSIONS);
    });

    it('tells the permission screen what it may change', async () => {
      const { client, roleId } = permissionsAdmin;
      expect((await client.get('/api/businessFunctionRoles/abilities')).body.data).toEqual({
        changeableFunctionIds: [Permission.Permissions],
        lockedRoleId: roleId,
      });
      const bySuperuser = (await admin.get('/api/businessFunctionRoles/abilities')).body.data;
      expect(bySuperuser.lockedRoleId).toBeNull();
      expect(bySuperuser.changeableFunctionIds).toContain(Permission.Users);
      expect((await (await t.as('supervisor')).get('/api/businessFunctionRoles/abilities')).statusCode).toBe(403);
    });
  });
});
