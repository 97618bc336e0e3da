// Category locations API (permission 8) on `categoryLocations`: the standard calls, save-multiple, the rows of a
// category and the combined view of every branch (docs/product/catalogues.md#calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryLocation, categoryLocationInput } from '@tms/contracts';
import { registerLocationAssignmentRoutes } from '../location-assignments/location-assignments.routes';
import { categoryLocationsPolicy } from './category-locations.policy';
import { createCategoryLocationsService } from './category-locations.service';

export const categoryLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLocationAssignmentRoutes(app, {
    path: 'categoryLocations',
    parentSegment: 'category',
    savePaths: ['save-multiple'],
    tag: 'categories',
    permission: categoryLocationsPolicy.permission,
    row: categoryLocation,
    input: categoryLocationInput,
    service: createCategoryLocationsService(app.ctx),
  });
};
