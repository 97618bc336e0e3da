// Sub-category locations (docs/product/catalogues.md#sub-categories): the responsible user of a sub-category at each
// branch, the first choice of ticket routing (docs/product/tickets.md#routing-and-sla). A branch can be linked only
// once the category has a responsible there (docs/product/catalogues.md#sub-categories: 'Primero se necesita configurar
// responsables a sucursales de categoria').
import { catalogueMessages } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { subCategories } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import type { AssignmentValues } from '../location-assignments/location-assignments.repository';
import { createLocationAssignmentsService } from '../location-assignments/location-assignments.service';
import { subCategoryLocationsPolicy } from './sub-category-locations.policy';
import { subCategoryLocationsRepository as repository } from './sub-category-locations.repository';

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
    assignments: repository.assignments,
    parentKey: 'subCategoryId',
    parentTable: subCategories,
    visibleTo: subCategoryLocationsPolicy.ofVisibleSubCategories,
    check: requireCategoryResponsibles,
  });
