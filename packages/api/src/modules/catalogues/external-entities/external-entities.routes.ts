// External entities (client and provider organisations): the picker of the user form, for any signed-in user,
// optionally for one entity type (clients and providers get the companies of their tickets, by name).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathId, pickedExternalEntity, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createExternalEntitiesService } from './external-entities.service';

export const externalEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExternalEntitiesService(app.ctx);

  app.get('/externalentities/all', {
    schema: {
      tags: ['lookups'],
      querystring: z.object({ entityTypeId: pathId.optional() }),
      response: { 200: successEnvelope(z.array(pickedExternalEntity)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.active(currentUser(request), request.query.entityTypeId)),
  });
};
