// Municipalities of Mexico (INEGI), read-only reference data: any signed-in user. The branch form loads the cities
// of the chosen state (GET cities/state/{stateId}).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { city, pathId, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { createCitiesService } from './cities.service';

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCitiesService(app.ctx);

  app.get('/cities/state/:stateId', {
    schema: {
      tags: ['geography'],
      params: z.object({ stateId: pathId }),
      response: { 200: successEnvelope(z.array(city)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.ofState(request.params.stateId)),
  });

  registerCatalogueRoutes(app, { path: 'cities', tag: 'geography', row: city, item: city, service });
};
