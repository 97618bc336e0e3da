// Automations API (permission 30, docs/product/automations.md): the standard calls on `automations` and
// `GET automations/{id}/runs`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { automation, automationInput, automationItem, automationRun, idParams, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { automationsPolicy } from './automations.policy';
import { createAutomationsService } from './automations.service';

export const automationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAutomationsService(app.ctx);
  registerCatalogueRoutes(app, {
    path: 'automations',
    tag: 'automations',
    read: automationsPolicy.permission,
    row: automation,
    item: automationItem,
    input: automationInput,
    service,
  });

  app.get('/automations/:id/runs', {
    config: { permission: automationsPolicy.permission },
    schema: {
      tags: ['automations'],
      params: idParams,
      response: { 200: successEnvelope(z.array(automationRun)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.runs(currentUser(request), request.params.id)),
  });
};
