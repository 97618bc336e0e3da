// Permission assignment (spec 2 Permisos, spec 6): grants edited by role or by business function and saved at
// once. Permissions are read on every request (auth/current-user), so a change applies at the affected users' next
// call. Roles marked not editable (the superuser, who holds everything anyway) keep their grants as they are.
import { catalogueMessages, type BusinessFunctionRoleInput, type MassiveAssignment } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { businessFunctions, roles } from '../../../db/schema';
import { badRequest, found, notFound } from '../../../lib/errors';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { editableRole } from '../roles/roles.service';
import { businessFunctionRolesRepository as repository } from './business-function-roles.repository';

export function createBusinessFunctionRolesService({ db }: AppContext) {
  async function saveByRole(roleId: number, businessFunctionIds: number[]): Promise<void> {
    await editableRole(db, roleId);
    await assertReferences(db, [{ field: 'assignedIds', table: businessFunctions, id: businessFunctionIds }]);
    await db.transaction((tx) => repository.replaceFunctionsOfRole(tx, roleId, businessFunctionIds));
  }

  async function saveByBusinessFunction(businessFunctionId: number, roleIds: number[]): Promise<void> {
    await assertReferences(db, [
      { field: 'id', table: businessFunctions, id: businessFunctionId },
      { field: 'assignedIds', table: roles, id: roleIds },
    ]);
    const locked = await repository.lockedRoleIds(db);
    const holders = new Set(await repository.rolesOfFunction(db, businessFunctionId));
    // A locked role must keep exactly what it has: adding or removing it is refused, not silently ignored.
    for (const roleId of locked) {
      if (holders.has(roleId) !== roleIds.includes(roleId)) throw badRequest(undefined, catalogueMessages.roleNotEditable);
    }
    await db.transaction((tx) => repository.replaceRolesOfFunction(tx, businessFunctionId, roleIds));
  }

  async function checkChange(input: BusinessFunctionRoleInput): Promise<void> {
    await assertReferences(db, [
      { field: 'roleId', table: roles, id: input.roleId },
      { field: 'businessFunctionId', table: businessFunctions, id: input.businessFunctionId },
    ]);
    await editableRole(db, input.roleId);
  }

  return {
    list: () => repository.list(db),

    async grant(input: BusinessFunctionRoleInput) {
      await checkChange(input);
      await repository.grant(db, input.roleId, input.businessFunctionId);
      return found(await repository.find(db, input.roleId, input.businessFunctionId));
    },

    async revoke(input: BusinessFunctionRoleInput): Promise<void> {
      await checkChange(input);
      if (!(await repository.revoke(db, input.roleId, input.businessFunctionId))) throw notFound();
    },

    async saveMassive(input: MassiveAssignment): Promise<void> {
      const ids = [...new Set(input.assignedIds)];
      if (input.type === 'role') await saveByRole(input.id, ids);
      else await saveByBusinessFunction(input.id, ids);
    },
  };
}
