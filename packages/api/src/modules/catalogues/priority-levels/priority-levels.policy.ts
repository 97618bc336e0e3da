// SLA levels (docs/product/access.md#permissions): a tab of the sub-categories screen, so every call needs its
// permission (9); the picker is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const priorityLevelsPolicy = {
  permission: Permission.SubCategories,
};
