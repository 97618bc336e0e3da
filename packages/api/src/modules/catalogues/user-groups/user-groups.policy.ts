// User groups (docs/product/access.md#permissions): the admin calls need the groups screen (permission 11); the picker
// is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const userGroupsPolicy = {
  permission: Permission.UserGroups,
};
