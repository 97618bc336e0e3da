// Sub-categories (docs/product/access.md#permissions): the admin calls need the sub-categories screen (permission 9),
// the embedded list of a category either screen's; a user picks a sub-category only when both it and its category are
// offered to the user; the responsible's screen lists what the user owns, directly or at one of its branches.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import { subCategories, subCategoryConfigs, subCategoryLocations } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { anyPermission, visibleTo } from '../catalogues.policy';
import { categoriesPolicy } from '../categories/categories.policy';

/** Sub-categories a user may pick: the sub-category and its category must both be offered to the user. */
const visibleSubCategories = (user: AuthUser): SQL =>
  and(
    visibleTo(user, subCategories, { itemId: subCategoryConfigs.subCategoryId, entityTypeId: subCategoryConfigs.entityTypeId }),
    categoriesPolicy.visibleCategories(user),
  )!;

export const subCategoriesPolicy = {
  permission: Permission.SubCategories,
  /** GET categories/{id}/subcategories serves the categories screen (8) and the sub-categories screen (9). */
  readOfCategory: anyPermission(Permission.Categories, Permission.SubCategories),
  visibleSubCategories,
  /**
   * Sub-categories the user owns, or owns at one of its branches (the standalone screen,
   * docs/product/catalogues.md#sub-categories).
   */
  ownedBy: (user: AuthUser): SQL =>
    or(
      eq(subCategories.ownerId, user.id),
      sql`exists (select 1 from ${subCategoryLocations} where ${subCategoryLocations.subCategoryId} = ${subCategories.id}
          and ${subCategoryLocations.ownerId} = ${user.id} and ${subCategoryLocations.isActive})`,
    )!,
};
