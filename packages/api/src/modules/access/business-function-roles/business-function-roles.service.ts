// Permission assignment (docs/product/access.md#permissions): grants edited by role or by business function and saved
// at once. Permissions are read on every request (auth/current-user), so a change applies at the affected users' next
// call. Roles marked not editable (the superuser, who holds everything anyway) keep their grants as they are, and a
// delegated administrator changes only what business-function-roles.policy.ts lets it. Every change of what a role
// holds is an audit log entry in its transaction (business-function-roles.audit.ts,
// docs/product/audit-log.md#what-is-recorded).
import {
  catalogueMessages,
  type BusinessFunctionRoleInput,
  type MassiveAssignment,
  type PermissionAbilities,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { businessFunctions, roles } from '../../../db/schema';
import { badRequest, found, notFound } from '../../../lib/errors';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import type { AuthUser } from '../../../plugins/current-user';
import { businessFunctionsRepository } from '../business-functions/business-functions.repository';
import { editableRole } from '../roles/roles.service';
import { recordRolePermissions } from './business-function-roles.audit';
import { permissionsPolicy } from './business-function-roles.policy';
import { businessFunctionRolesRepository as repository } from './business-function-roles.repository';

/** The ids in one list and not in the other: what a save adds or removes. */
const changed = (before: number[], after: number[]) => [
  ...after.filter((id) => !before.includes(id)),
  ...before.filter((id) => !after.includes(id)),
];

export function createBusinessFunctionRolesService({ db }: AppContext) {
  /** Runs `write` in one transaction with an audit entry for each of `roleIds` whose permissions it changed. */
  function auditedWrite<T>(actor: AuthUser, roleIds: number[], write: (tx: Executor) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const before = new Map<number, number[]>();
      for (const roleId of roleIds) before.set(roleId, await repository.functionsOfRole(tx, roleId));
      const result = await write(tx);
      for (const roleId of roleIds) {
        const after = await repository.functionsOfRole(tx, roleId);
        await recordRolePermissions(tx, actor, roleId, { before: before.get(roleId) ?? [], after });
      }
      return result;
    });
  }

  async function saveByRole(actor: AuthUser, roleId: number, businessFunctionIds: number[]): Promise<void> {
    await editableRole(db, roleId);
    await assertReferences(db, [{ field: 'assignedIds', table: businessFunctions, id: businessFunctionIds }]);
    permissionsPolicy.checkChange(actor, [roleId], changed(await repository.functionsOfRole(db, roleId), businessFunctionIds));
    await auditedWrite(actor, [roleId], (tx) => repository.replaceFunctionsOfRole(tx, roleId, businessFunctionIds));
  }

  async function saveByBusinessFunction(actor: AuthUser, businessFunctionId: number, roleIds: number[]): Promise<void> {
    await assertReferences(db, [
      { field: 'id', table: businessFunctions, id: businessFunctionId },
      { field: 'assignedIds', table: roles, id: roleIds },
    ]);
    const locked = await repository.lockedRoleIds(db);
    const holders = await repository.rolesOfFunction(db, businessFunctionId);
    // A locked role must keep exactly what it has: adding or removing it is refused, not silently ignored.
    for (const roleId of locked) {
      if (holders.includes(roleId) !== roleIds.includes(roleId)) throw badRequest(undefined, catalogueMessages.roleNotEditable);
    }
    const changedRoles = changed(holders, roleIds);
    if (changedRoles.length) permissionsPolicy.checkChange(actor, changedRoles, [businessFunctionId]);
    await auditedWrite(actor, changedRoles, (tx) => repository.replaceRolesOfFunction(tx, businessFunctionId, roleIds));
  }

  async function checkChange(actor: AuthUser, input: BusinessFunctionRoleInput): Promise<void> {
    await assertReferences(db, [
      { field: 'roleId', table: roles, id: input.roleId },
      { field: 'businessFunctionId', table: businessFunctions, id: input.businessFunctionId },
    ]);
    await editableRole(db, input.roleId);
    permissionsPolicy.checkChange(actor, [input.roleId], [input.businessFunctionId]);
  }

  return {
    list: () => repository.list(db),

    async abilities(actor: AuthUser): Promise<PermissionAbilities> {
      const functions = await businessFunctionsRepository.list(db);
      return permissionsPolicy.abilities(
        actor,
        functions.map((f) => f.id),
      );
    },

    async grant(actor: AuthUser, input: BusinessFunctionRoleInput) {
      await checkChange(actor, input);
      await auditedWrite(actor, [input.roleId], (tx) => repository.grant(tx, input.roleId, input.businessFunctionId));
      return found(await repository.find(db, input.roleId, input.businessFunctionId));
    },

    async revoke(actor: AuthUser, input: BusinessFunctionRoleInput): Promise<void> {
      await checkChange(actor, input);
      const revoked = await auditedWrite(actor, [input.roleId], (tx) =>
        repository.revoke(tx, input.roleId, input.businessFunctionId),
      );
      if (!revoked) throw notFound();
    },

    async saveMassive(actor: AuthUser, input: MassiveAssignment): Promise<void> {
      const ids = [...new Set(input.assignedIds)];
      if (input.type === 'role') await saveByRole(actor, input.id, ids);
      else await saveByBusinessFunction(actor, input.id, ids);
    },
  };
}
