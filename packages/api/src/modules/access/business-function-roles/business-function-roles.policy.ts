// Who may change which grants (docs/product/access.md#delegation): the permission screen needs permission 17, and a
// permissions administrator grants or withdraws only business functions it holds itself and never touches its own
// role's grants. The superuser holds everything; the roles marked not editable keep their grants (roles.policy.ts).
import { accessMessages, Permission, SUPERUSER_ROLE_ID, type PermissionAbilities } from '@tms/contracts';
import { forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';

const isSuperuser = (actor: AuthUser) => actor.roleId === SUPERUSER_ROLE_ID;

export const permissionsPolicy = {
  permission: Permission.Permissions,

  canChangeGrantsOf: (actor: AuthUser, roleId: number) => isSuperuser(actor) || roleId !== actor.roleId,

  canChangeFunction: (actor: AuthUser, businessFunctionId: number) =>
    isSuperuser(actor) || actor.permissions.has(businessFunctionId),

  abilities(actor: AuthUser, businessFunctionIds: number[]): PermissionAbilities {
    return {
      changeableFunctionIds: businessFunctionIds.filter((id) => this.canChangeFunction(actor, id)),
      lockedRoleId: isSuperuser(actor) ? null : actor.roleId,
    };
  },

  /** Throws the Spanish 403 unless `actor` may add or remove these business functions on this role. */
  checkChange(actor: AuthUser, roleIds: number[], businessFunctionIds: number[]): void {
    if (roleIds.some((roleId) => !this.canChangeGrantsOf(actor, roleId))) {
      throw forbidden(accessMessages.cannotEditOwnRoleGrants);
    }
    if (businessFunctionIds.some((id) => !this.canChangeFunction(actor, id))) {
      throw forbidden(accessMessages.grantExceedsPermissions);
    }
  },
};
