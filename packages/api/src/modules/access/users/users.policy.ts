// Who may do what with users (docs/product/access.md#permissions and docs/product/access.md#delegation). Administration
// needs permission 10, and a users administrator grants only what it holds: it cannot give a role holding a permission
// it lacks (the superuser role is given only by a superuser), cannot change its own role, and cannot edit or delete a
// user whose role holds more than it does (a password reset would hand it that account). Pickers are open to every
// signed-in user, but clients and providers see other users' names only: never an e-mail address or a phone number.
import { and, eq, type SQL } from 'drizzle-orm';
import { accessMessages, EntityType, Permission, SUPERUSER_ROLE_ID, type UserAbilities } from '@tms/contracts';
import { users } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import type { RoleGrants } from '../roles/roles.repository';

const isSuperuser = (actor: AuthUser) => actor.roleId === SUPERUSER_ROLE_ID;
const holdsAll = (actor: AuthUser, role: RoleGrants) => role.permissionIds.every((id) => actor.permissions.has(id));

export interface ManagedUser {
  id: number;
  /** The role the user holds now. */
  role: RoleGrants;
}

export const usersPolicy = {
  /** Route permission of the administration calls. */
  permission: Permission.Users,

  /** Rows the user pickers offer (GET users/all, users/search): active users; internal ones only when asked. */
  pickableUsers: (internalOnly = false): SQL =>
    internalOnly ? and(eq(users.isActive, true), eq(users.entityTypeId, EntityType.Internal))! : eq(users.isActive, true),

  /** Internal users see e-mail addresses and user names in pickers and may search by them. */
  seesContactDetails: (actor: AuthUser) => actor.entityTypeId === EntityType.Internal,

  canAssignRole(actor: AuthUser, role: RoleGrants): boolean {
    if (isSuperuser(actor)) return true;
    return role.id !== SUPERUSER_ROLE_ID && holdsAll(actor, role);
  },

  canManage(actor: AuthUser, target: ManagedUser): boolean {
    return isSuperuser(actor) || (target.role.id !== SUPERUSER_ROLE_ID && holdsAll(actor, target.role));
  },

  canChangeRole(actor: AuthUser, target: ManagedUser): boolean {
    return target.id !== actor.id && this.canManage(actor, target);
  },

  canDelete(actor: AuthUser, target: ManagedUser): boolean {
    return target.id !== actor.id && this.canManage(actor, target);
  },

  abilities(actor: AuthUser, target: ManagedUser, roles: RoleGrants[]): UserAbilities {
    return {
      canEdit: this.canManage(actor, target),
      canDelete: this.canDelete(actor, target),
      canChangeRole: this.canChangeRole(actor, target),
      assignableRoleIds: roles.filter((role) => this.canAssignRole(actor, role)).map((role) => role.id),
    };
  },

  /** Throws the Spanish 403 when `actor` may not give `role` to someone. */
  checkAssignRole(actor: AuthUser, role: RoleGrants): void {
    if (this.canAssignRole(actor, role)) return;
    throw forbidden(
      role.id === SUPERUSER_ROLE_ID ? accessMessages.superuserRoleOnlyBySuperuser : accessMessages.roleExceedsPermissions,
    );
  },

  checkManage(actor: AuthUser, target: ManagedUser): void {
    if (!this.canManage(actor, target)) throw forbidden(accessMessages.userExceedsPermissions);
  },

  /** A role change: not one's own, and only to a role the actor may give. */
  checkRoleChange(actor: AuthUser, target: ManagedUser, role: RoleGrants): void {
    if (target.id === actor.id) throw forbidden(accessMessages.cannotChangeOwnRole);
    this.checkAssignRole(actor, role);
  },
};
