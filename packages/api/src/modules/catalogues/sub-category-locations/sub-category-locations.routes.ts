// Sub-category locations API (permission 9) on `subcategorylocations`: the standard calls, the multiple save under
// both documented paths, the rows of a sub-category and the combined view of every branch
// (docs/product/catalogues.md#calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subCategoryLocation, subCategoryLocationInput } from '@tms/contracts';
import { registerLocationAssignmentRoutes } from '../location-assignments/location-assignments.routes';
import { subCategoryLocationsPolicy } from './sub-category-locations.policy';
import { createSubCategoryLocationsService } from './sub-category-locations.service';

export const subCategoryLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLocationAssignmentRoutes(app, {
    path: 'subcategorylocations',
    parentSegment: 'subcategory',
    savePaths: ['save-multiple', 'multiple'],
    tag: 'sub-categories',
    permission: subCategoryLocationsPolicy.permission,
    row: subCategoryLocation,
    input: subCategoryLocationInput,
    service: createSubCategoryLocationsService(app.ctx),
  });
};
