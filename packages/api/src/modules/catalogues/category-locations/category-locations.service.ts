// Category locations (docs/product/catalogues.md#categories): the responsible user of a category at each branch, the
// fallback of ticket routing after the sub-category's own rows (docs/product/tickets.md#routing-and-sla).
import type { AppContext } from '../../../context';
import { categories } from '../../../db/schema';
import { createLocationAssignmentsService } from '../location-assignments/location-assignments.service';
import { categoryLocationsPolicy } from './category-locations.policy';
import { categoryLocationsRepository } from './category-locations.repository';

export const createCategoryLocationsService = (ctx: AppContext) =>
  createLocationAssignmentsService(ctx, {
    assignments: categoryLocationsRepository,
    parentKey: 'categoryId',
    parentTable: categories,
    visibleTo: categoryLocationsPolicy.ofVisibleCategories,
  });
