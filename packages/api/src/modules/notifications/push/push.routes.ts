// Browser push subscriptions of the signed-in user and the server's public VAPID key.
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, successEnvelope } from '@tms/contracts';
import { pushSubscriptions } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { vapidKeys } from './vapid-keys';

const subscriptionInput = z.object({
  Endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  ExpirationDate: z.union([z.iso.datetime({ offset: true }), z.number()]).nullish(),
  Auth: z.string().min(1).max(255),
  P256dh: z.string().min(1).max(255),
});

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['notifications'];

  app.get('/push-subscriptions/public-key', {
    schema: { tags, response: { 200: successEnvelope(z.object({ publicKey: z.string() })), ...guardedFailures } },
    handler: async () => ok({ publicKey: (await vapidKeys(db)).publicKey }),
  });

  app.post('/push-subscriptions', {
    schema: {
      tags,
      body: subscriptionInput,
      response: { 200: successEnvelope(z.object({ id: z.number() })), ...guardedFailures },
    },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { Endpoint, ExpirationDate, Auth, P256dh } = request.body;
      const expirationDate = ExpirationDate ? new Date(ExpirationDate) : null;
      // One row per endpoint: a browser that signs in as someone else moves its subscription to them.
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: Endpoint, expirationDate, auth: Auth, p256dh: P256dh })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, expirationDate, auth: Auth, p256dh: P256dh } })
        .returning({ id: pushSubscriptions.id });
      return ok({ id: row.id });
    },
  });

  app.delete('/push-subscriptions/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures } },
    handler: async (request) => {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, request.params.id), eq(pushSubscriptions.userId, currentUser(request).id)))
        .returning({ id: pushSubscriptions.id });
      if (deleted.length === 0) throw notFound();
      return ok({ result: true });
    },
  });
};
