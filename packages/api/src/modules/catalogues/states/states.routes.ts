// States of Mexico (INEGI), read-only reference data for the branch address form: any signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { state } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { createStatesService } from './states.service';

export const statesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'states',
    tag: 'geography',
    row: state,
    item: state,
    service: createStatesService(app.ctx),
  });
};
