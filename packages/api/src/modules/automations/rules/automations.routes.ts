// Automations API (permission 30, docs/product/automations.md): the standard calls on `automations`,
// `GET automations/{id}/runs` and `GET automations/{id}/deliveries` (the rule's webhook calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  automation,
  automationInput,
  automationItem,
  automationRun,
  idParams,
  successEnvelope,
  webhookDelivery,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import type { AuthUser } from '../../../plugins/current-user';
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

  /** A log of one rule, newest first: its runs or its webhook calls. */
  const ruleLog = <T extends z.ZodType>(
    log: 'runs' | 'deliveries',
    row: T,
    read: (user: AuthUser, id: number) => Promise<z.output<T>[]>,
  ) =>
    app.get(`/automations/:id/${log}`, {
      config: { permission: automationsPolicy.permission },
      schema: {
        tags: ['automations'],
        params: idParams,
        response: { 200: successEnvelope(z.array(row)), ...guardedFailures },
      },
      handler: async (request) => ok(await read(currentUser(request), request.params.id)),
    });
  ruleLog('runs', automationRun, (user, id) => service.runs(user, id));
  ruleLog('deliveries', webhookDelivery, (user, id) => service.deliveries(user, id));
};
