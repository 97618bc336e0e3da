// GET and PUT users/me/preferences: the signed-in user's own settings.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createPreferencesService } from './preferences.service';

const preferences = z.object({ emailNotifications: z.boolean() });

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPreferencesService(app.ctx);
  const tags = ['auth'];

  app.get('/users/me/preferences', {
    schema: { tags, response: { 200: successEnvelope(preferences), ...guardedFailures } },
    handler: async (request) => ok(await service.get(currentUser(request).id)),
  });

  app.put('/users/me/preferences', {
    schema: { tags, body: preferences, response: { 200: successEnvelope(preferences), ...guardedFailures } },
    handler: async (request) => ok(await service.save(currentUser(request).id, request.body)),
  });
};
