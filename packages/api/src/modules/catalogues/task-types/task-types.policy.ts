// Task types (docs/product/access.md#permissions): the admin calls need the task types screen (permission 22); the
// picker is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const taskTypesPolicy = {
  permission: Permission.TaskTypes,
};
