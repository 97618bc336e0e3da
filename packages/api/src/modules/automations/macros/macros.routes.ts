// Macros API (docs/product/automations.md): `POST workitems/{id}/macros/{ruleId}` applies a macro to one ticket as the
// calling internal user and answers the ticket as saved; `POST workitems/bulk/macro` applies it to up to 100 tickets,
// each on its own, and answers which changed and which were refused, and why (as the other bulk actions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkMacroInput, bulkResult, failEnvelope, macroParams, successEnvelope, ticket } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { forbidden } from '../../../lib/errors';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { automationsPolicy } from '../rules/automations.policy';
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

  app.post('/workitems/bulk/macro', {
    // An external caller is refused before the body is read, as a permission route would be.
    preValidation: async (request) => {
      if (!automationsPolicy.mayApplyMacros(currentUser(request))) throw forbidden();
    },
    schema: {
      tags: ['automations'],
      body: bulkMacroInput,
      response: { 200: successEnvelope(bulkResult), ...guardedFailures, 429: failEnvelope },
    },
    handler: async (request) => ok(await service.applyInBulk(currentUser(request), request.body.ids, request.body.ruleId)),
  });
};
