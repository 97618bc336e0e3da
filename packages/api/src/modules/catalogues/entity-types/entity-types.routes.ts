// Entity types (1 internal user, 2 client, 3 provider): read-only reference data for any signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityType, entityTypeItem } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { createEntityTypesService } from './entity-types.service';

export const entityTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'entitytypes',
    tag: 'lookups',
    row: entityType,
    item: entityTypeItem,
    service: createEntityTypesService(app.ctx),
  });
};
