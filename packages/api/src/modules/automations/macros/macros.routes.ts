// Macros API (docs/product/automations.md): `POST workitems/{id}/macros/{ruleId}` applies a macro to one ticket as the
// calling internal user; answers the ticket as saved.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failEnvelope, macroParams, successEnvelope, ticket } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createMacrosService } from './macros.service';

export const macrosRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMacrosService(app.ctx);
  app.post('/workitems/:id/macros/:ruleId', {
    schema: {
      tags: ['automations'],
      params: macroParams,
      response: { 200: successEnvelope(ticket), ...guardedFailures, 429: failEnvelope },
    },
    handler: async (request) => ok(await service.apply(currentUser(request), request.params.id, request.params.ruleId)),
  });
};
