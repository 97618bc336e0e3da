// Categories (docs/product/access.md#permissions): the admin calls need the categories screen (permission 8); the
// picker offers the active categories the user may pick (public ones configured for a client's or provider's entity
// type).
import type { SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { categories, categoryConfigs } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTo } from '../catalogues.policy';

export const categoriesPolicy = {
  permission: Permission.Categories,
  /** Categories a user may pick. */
  visibleCategories: (user: AuthUser): SQL =>
    visibleTo(user, categories, { itemId: categoryConfigs.categoryId, entityTypeId: categoryConfigs.entityTypeId }),
};
