// External entities (client and provider organisations): the picker of the user form, for any signed-in user,
// optionally for one entity type.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { externalEntityItem, pathId, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { createExternalEntitiesService } from './external-entities.service';

export const externalEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExternalEntitiesService(app.ctx);

  app.get('/externalentities/all', {
    schema: {
      tags: ['lookups'],
      querystring: z.object({ entityTypeId: pathId.optional() }),
      response: { 200: successEnvelope(z.array(externalEntityItem)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.active(request.query.entityTypeId)),
  });
};
