// Internal users the tests make beside the demo ones: one of a given role, and a role that does not see every ticket.
import { eq } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { users } from '../db/schema';
import type { SharedTestApp, TestClient } from './test-app';

const PASSWORD = 'Usuario123';
const INTERNAL = 1;

/** Creates, as `admin`, an active internal user of `roleId` at branch 1 with no password change pending; signs it in. */
export async function newInternalUser(t: SharedTestApp, admin: TestClient, userName: string, roleId: number) {
  const body = { userName, displayName: userName, email: `${userName}@demo.com`, roleId, companyLocationId: 1 };
  const response = await admin.post('/api/users', { ...body, entityTypeId: INTERNAL, isActive: true, password: PASSWORD });
  if (response.statusCode !== 201) throw new Error(`user not created: ${JSON.stringify(response.body)}`);
  await t.database.handle.db.update(users).set({ needChangePassword: false }).where(eq(users.userName, userName));
  return t.signIn(userName, PASSWORD);
}

/** Creates, as `admin`, a role holding 4 and 5 only (not 13): its users see only the tickets they are on. */
export async function roleWithoutSearch(admin: TestClient): Promise<number> {
  const role = await admin.post('/api/roles', { code: 'Sin buscador', detail: 'Sin permiso 13', isActive: true });
  const grants = { id: role.body.data.id, assignedIds: [Permission.Tickets, Permission.CreateTicket], type: 'role' };
  const granted = await admin.post('/api/businessFunctionRoles/massive', grants);
  if (granted.statusCode !== 200) throw new Error(`grants refused: ${JSON.stringify(granted.body)}`);
  return role.body.data.id as number;
}
