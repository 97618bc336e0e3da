// Sub-category locations: the location-assignment reads and writes over sub_category_locations, and what the
// rule 'category responsibles first' reads: each sub-category's category, and the category branches that have an
// active row with a responsible.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categoryLocations, subCategories, subCategoryLocations } from '../../../db/schema';
import { locationAssignments } from '../location-assignments/location-assignments.repository';

export const subCategoryLocationsRepository = {
  assignments: locationAssignments(subCategoryLocations, 'subCategoryId'),

  async categoriesOf(db: Executor, subCategoryIds: number[]): Promise<Map<number, number>> {
    const rows = await db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(inArray(subCategories.id, subCategoryIds));
    return new Map(rows.map((r) => [r.id, r.categoryId]));
  },

  /** "categoryId:companyLocationId" keys of the category branches with a responsible. */
  async staffedCategoryBranches(db: Executor, categoryIds: number[]): Promise<Set<string>> {
    const rows = await db
      .select({ categoryId: categoryLocations.categoryId, companyLocationId: categoryLocations.companyLocationId })
      .from(categoryLocations)
      .where(
        and(
          inArray(categoryLocations.categoryId, categoryIds),
          eq(categoryLocations.isActive, true),
          isNotNull(categoryLocations.ownerId),
        ),
      );
    return new Set(rows.map((r) => `${r.categoryId}:${r.companyLocationId}`));
  },
};
