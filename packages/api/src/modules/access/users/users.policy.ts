// Who may do what with users (docs/product/access.md#permissions and docs/product/access.md#delegation). Administration
// needs permission 10, and a users administrator grants only what it holds: it cannot give a role holding a permission
// it lacks (the superuser role is given only by a superuser), cannot change its own role, and cannot edit or delete a
// user whose role holds more than it does (a password reset would hand it that account). Pickers are open to every
// signed-in user, but clients and providers see other users' names only, never an e-mail address or a phone number,
// and GET users/all gives them only the people of the tickets they may see.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accessMessages, EntityType, Permission, SUPERUSER_ROLE_ID, type UserAbilities } from '@tms/contracts';
import { users } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import type { RoleGrants } from '../roles/roles.repository';

const isSuperuser = (actor: AuthUser) => actor.roleId === SUPERUSER_ROLE_ID;
const holdsAll = (actor: AuthUser, role: RoleGrants) => role.permissionIds.every((id) => actor.permissions.has(id));

/**
 * A query of the ids of `user` and of the people on its own tickets (those it created, is assigned, follows or performs
 * a task of): their creators, assignees and task performers. The subscribers stay out: the ticket shows them to
 * internal users only (docs/product/tickets.md#who-may-change-what). Written here rather than with the tickets
 * context's visibleTickets, which the access context cannot import (the tickets context imports this one).
 */
export const ticketPeopleOf = (user: AuthUser): SQL => {
  const u = user.id;
  // One index lookup per way of being on a ticket (an OR across them would read every ticket at a million).
  const own = sql`SELECT id FROM work_items WHERE created_by = ${u}
    UNION SELECT id FROM work_items WHERE assigned_to = ${u}
    UNION SELECT work_item_id FROM work_item_subscribers WHERE user_id = ${u}
    UNION SELECT work_item_id FROM work_item_tasks WHERE realized_by = ${u}`;
  return sql`SELECT ${u}::int
    UNION SELECT p.id FROM work_items wi CROSS JOIN LATERAL (VALUES (wi.created_by), (wi.assigned_to)) AS p(id)
           WHERE wi.id IN (${own})
    UNION SELECT wt.realized_by FROM work_item_tasks wt WHERE wt.work_item_id IN (${own})`;
};

/** Internal users see everyone in pickers, with e-mail addresses and user names, and may search by them. */
export const isInternalUser = (actor: AuthUser) => actor.entityTypeId === EntityType.Internal;

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

  /** Rows of GET users/all: the pickable users; for clients and providers, only the people of their tickets. */
  listedUsers(actor: AuthUser, internalOnly = false): SQL {
    const pickable = this.pickableUsers(internalOnly);
    return isInternalUser(actor) ? pickable : and(pickable, sql`${users.id} IN (${ticketPeopleOf(actor)})`)!;
  },

  seesContactDetails: isInternalUser,

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
