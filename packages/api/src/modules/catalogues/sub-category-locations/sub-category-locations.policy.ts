// Sub-category locations (docs/product/access.md#permissions): part of the sub-categories screen, so every call needs
// its permission (9); the picker lists the rows of the sub-categories the user may pick.
import { sql, type SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { categories, subCategories, subCategoryLocations } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { subCategoriesPolicy } from '../sub-categories/sub-categories.policy';

export const subCategoryLocationsPolicy = {
  permission: Permission.SubCategories,
  /** Rows of the sub-categories the user may pick (the sub-category and its category both offered to the user). */
  ofVisibleSubCategories: (user: AuthUser): SQL =>
    sql`exists (select 1 from ${subCategories} join ${categories} on ${categories.id} = ${subCategories.categoryId}
        where ${subCategories.id} = ${subCategoryLocations.subCategoryId}
        and ${subCategoriesPolicy.visibleSubCategories(user)})`,
};
