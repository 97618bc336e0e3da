// Who may do what with roles (docs/product/access.md#roles, docs/product/access.md#permissions): the roles screen needs
// permission 12 and the business functions of a role permission 17; any signed-in user picks among the active roles; a
// role marked not editable (the seeded superuser) can be neither changed, deleted nor given other grants. The role's
// own `isEditable` is the ability the screens read (and PUT roles/getvalideditroleid answers it), so there is no
// separate abilities object here.
import { catalogueMessages, Permission, type Role } from '@tms/contracts';
import { badRequest } from '../../../lib/errors';

export const rolesPolicy = {
  permission: Permission.Roles,
  /** GET roles/{id}/business-functions belongs to the permission screen. */
  grantsPermission: Permission.Permissions,

  canEdit: (role: Pick<Role, 'isEditable'>) => role.isEditable,

  /** The 400 of docs/product/access.md#roles for a role that may not change. */
  checkEditable(role: Pick<Role, 'isEditable'>): void {
    if (!this.canEdit(role)) throw badRequest(undefined, catalogueMessages.roleNotEditable);
  },
};
