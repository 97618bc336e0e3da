// Category locations (spec 3 CategoryLocation): the responsible user of a category at each branch, the fallback
// of ticket routing after the sub-category's own rows (PRODUCT.md §5).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { categories, categoryConfigs, categoryLocations } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTo } from '../catalogues.policy';
import { locationAssignments } from '../location-assignments/location-assignments';
import { createLocationAssignmentsService } from '../location-assignments/location-assignments-service';

const assignments = locationAssignments(categoryLocations, 'categoryId');

/** Rows of the categories the user may pick. */
const ofVisibleCategories = (user: AuthUser) =>
  sql`exists (select 1 from ${categories} where ${categories.id} = ${categoryLocations.categoryId}
      and ${visibleTo(user, categories, { itemId: categoryConfigs.categoryId, entityTypeId: categoryConfigs.entityTypeId })})`;

export const createCategoryLocationsService = (ctx: AppContext) =>
  createLocationAssignmentsService(ctx, {
    assignments,
    parentKey: 'categoryId',
    parentTable: categories,
    visibleTo: ofVisibleCategories,
  });
