// GET indicators, GET indicators/export (the same figures as an Excel workbook) and GET/PUT indicators/subscription
// ('Recibir cada lunes'): permission 31, docs/product/service-quality.md#indicators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indicatorSubscription, indicatorSubscriptionInput, indicators, indicatorsQuery, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { sendWorkbook } from '../../../lib/workbook';
import { indicatorsPermission } from './indicators.policy';
import { createIndicatorsService } from './indicators.service';

export const indicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIndicatorsService(app.ctx);
  const tags = ['indicators'];
  const config = { permission: indicatorsPermission };

  app.get('/indicators', {
    config,
    schema: { tags, querystring: indicatorsQuery, response: { 200: successEnvelope(indicators), ...guardedFailures } },
    handler: async (request) => ok(await service.get(currentUser(request), request.query)),
  });

  app.get('/indicators/export', {
    config,
    schema: { tags, querystring: indicatorsQuery },
    handler: async (request, reply) => {
      const workbook = await service.export(currentUser(request), request.query);
      return sendWorkbook(reply, workbook);
    },
  });

  app.get('/indicators/subscription', {
    config,
    schema: { tags, response: { 200: successEnvelope(indicatorSubscription), ...guardedFailures } },
    handler: async (request) => ok(await service.subscription(currentUser(request))),
  });

  app.put('/indicators/subscription', {
    config,
    schema: {
      tags,
      body: indicatorSubscriptionInput,
      response: { 200: successEnvelope(indicatorSubscription), ...guardedFailures },
    },
    handler: async (request) => ok(await service.setSubscription(currentUser(request), request.body)),
  });
};
