// POST auth/login, GET auth/permissions, GET auth/session, POST users/recover-password, PUT users/updatePassword.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  loginRequest,
  messages,
  permissionItem,
  recoverPasswordRequest,
  recoverPasswordResponse,
  session,
  successEnvelope,
  updatePasswordRequest,
} from '@tms/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { businessFunctions, users } from '../../../db/schema';
import { currentUser } from '../../../plugins/authentication';
import { createAuthService, toSession } from './auth.service';
import { bearerToken } from '../../../plugins/authentication';

const fail = { 400: failEnvelope, 401: failEnvelope, 403: failEnvelope, 429: failEnvelope };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);

  app.post('/auth/login', {
    config: { public: true },
    schema: { tags: ['auth'], security: [], body: loginRequest, response: { 200: successEnvelope(session), ...fail } },
    handler: async (request) => ({ status: 'Success' as const, data: await auth.login(request.body) }),
  });

  app.get('/auth/session', {
    schema: { tags: ['auth'], response: { 200: successEnvelope(session), ...fail } },
    handler: async (request) => ({ status: 'Success' as const, data: toSession(currentUser(request), bearerToken(request)!) }),
  });

  app.get('/auth/permissions', {
    schema: { tags: ['auth'], response: { 200: successEnvelope(z.array(permissionItem)), ...fail } },
    handler: async (request) => {
      const ids = [...currentUser(request).permissions];
      const rows = ids.length
        ? await app.ctx.db
            .select({ id: businessFunctions.id, url: businessFunctions.url, label: businessFunctions.label })
            .from(businessFunctions)
            .where(and(inArray(businessFunctions.id, ids), eq(businessFunctions.isActive, true)))
            .orderBy(asc(businessFunctions.id))
        : [];
      return { status: 'Success' as const, data: rows };
    },
  });

  app.post('/users/recover-password', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      security: [],
      body: recoverPasswordRequest,
      response: { 200: successEnvelope(recoverPasswordResponse), ...fail },
    },
    handler: async (request) => {
      await auth.recoverPassword(request.body.user, request.log);
      return { status: 'Success' as const, data: { result: true, message: messages.recoverySent } };
    },
  });

  const preferences = z.object({ emailNotifications: z.boolean() });

  app.get('/users/me/preferences', {
    schema: { tags: ['auth'], response: { 200: successEnvelope(preferences), ...fail } },
    handler: async (request) => {
      const [row] = await app.ctx.db
        .select({ emailNotifications: users.emailNotifications })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return { status: 'Success' as const, data: row };
    },
  });

  /** E-mail notifications on or off for oneself; in-app notifications are always kept. */
  app.put('/users/me/preferences', {
    schema: { tags: ['auth'], body: preferences, response: { 200: successEnvelope(preferences), ...fail } },
    handler: async (request) => {
      await app.ctx.db
        .update(users)
        .set({ emailNotifications: request.body.emailNotifications })
        .where(eq(users.id, currentUser(request).id));
      return { status: 'Success' as const, data: request.body };
    },
  });

  app.put('/users/updatePassword', {
    schema: {
      tags: ['auth'],
      body: updatePasswordRequest,
      response: { 200: successEnvelope(z.object({ result: z.boolean(), message: z.string() })), ...fail },
    },
    handler: async (request) => {
      await auth.updatePassword(currentUser(request).id, request.body.password);
      return { status: 'Success' as const, data: { result: true, message: messages.passwordUpdated } };
    },
  });
};
