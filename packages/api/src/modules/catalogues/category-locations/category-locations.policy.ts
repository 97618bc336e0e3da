// Category locations (docs/product/access.md#permissions): part of the categories screen, so every call needs its
// permission (8); the picker lists the rows of the categories the user may pick.
import { sql, type SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { categories, categoryLocations } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { categoriesPolicy } from '../categories/categories.policy';

export const categoryLocationsPolicy = {
  permission: Permission.Categories,
  /** Rows of the categories the user may pick. */
  ofVisibleCategories: (user: AuthUser): SQL =>
    sql`exists (select 1 from ${categories} where ${categories.id} = ${categoryLocations.categoryId}
        and ${categoriesPolicy.visibleCategories(user)})`,
};
