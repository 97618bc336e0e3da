// Browser push subscriptions of the signed-in user and the server's public VAPID key.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pushPublicKey, pushSubscriptionInput, savedPushSubscription, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { createPushService } from './push.service';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPushService(app.ctx);
  const tags = ['notifications'];

  app.get('/push-subscriptions/public-key', {
    schema: { tags, response: { 200: successEnvelope(pushPublicKey), ...guardedFailures } },
    handler: async () => ok({ publicKey: await service.publicKey() }),
  });

  app.post('/push-subscriptions', {
    schema: { tags, body: pushSubscriptionInput, response: { 200: successEnvelope(savedPushSubscription), ...guardedFailures } },
    handler: async (request) => ok({ id: await service.subscribe(currentUser(request), request.body) }),
  });

  app.delete('/push-subscriptions/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures } },
    handler: async (request) => {
      await service.unsubscribe(currentUser(request), request.params.id);
      return ok({ result: true });
    },
  });
};
