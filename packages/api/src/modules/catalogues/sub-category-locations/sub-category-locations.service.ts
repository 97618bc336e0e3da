// Sub-category locations (spec 3 SubCategoryLocation): the responsible user of a sub-category at each branch, the
// first choice of ticket routing (PRODUCT.md §5). A branch can be linked only once the category has a responsible
// there (spec 2: 'Primero se necesita configurar responsables a sucursales de categoria').
import { sql } from 'drizzle-orm';
import { catalogueMessages } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { categories, categoryConfigs, subCategories, subCategoryConfigs, subCategoryLocations } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTo } from '../catalogues.policy';
import { locationAssignments, type AssignmentValues } from '../location-assignments/location-assignments';
import { createLocationAssignmentsService } from '../location-assignments/location-assignments-service';
import { subCategoryLocationsRepository as repository } from './sub-category-locations.repository';

const assignments = locationAssignments(subCategoryLocations, 'subCategoryId');

/** Rows of the sub-categories the user may pick (the sub-category and its category both offered to the user). */
const ofVisibleSubCategories = (user: AuthUser) =>
  sql`exists (select 1 from ${subCategories} join ${categories} on ${categories.id} = ${subCategories.categoryId}
      where ${subCategories.id} = ${subCategoryLocations.subCategoryId}
      and ${visibleTo(user, subCategories, { itemId: subCategoryConfigs.subCategoryId, entityTypeId: subCategoryConfigs.entityTypeId })}
      and ${visibleTo(user, categories, { itemId: categoryConfigs.categoryId, entityTypeId: categoryConfigs.entityTypeId })})`;

async function requireCategoryResponsibles(db: Executor, values: AssignmentValues[]): Promise<void> {
  // Unlinking (isActive false) is always allowed.
  const linked = values.filter((v) => v.isActive);
  if (linked.length === 0) return;
  const categoryOf = await repository.categoriesOf(db, [...new Set(linked.map((v) => v.parentId))]);
  const staffed = await repository.staffedCategoryBranches(db, [...new Set(categoryOf.values())]);
  if (linked.some((v) => !staffed.has(`${categoryOf.get(v.parentId)}:${v.companyLocationId}`))) {
    throw badRequest(undefined, catalogueMessages.categoryLocationsFirst);
  }
}

export const createSubCategoryLocationsService = (ctx: AppContext) =>
  createLocationAssignmentsService(ctx, {
    assignments,
    parentKey: 'subCategoryId',
    parentTable: subCategories,
    visibleTo: ofVisibleSubCategories,
    check: requireCategoryResponsibles,
  });
