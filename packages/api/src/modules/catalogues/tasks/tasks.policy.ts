// Tasks (docs/product/access.md#permissions): every call, the configuration form included, needs the task configuration
// screen (permission 23); the picker is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const tasksPolicy = {
  permission: Permission.TaskConfiguration,
};
