// POST auth/login, POST auth/logout, GET auth/permissions, GET auth/session, POST users/recover-password,
// PUT users/updatePassword.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  loginRequest,
  messages,
  permissionItem,
  recoverPasswordRequest,
  recoverPasswordResponse,
  resultAnswer,
  session,
  successEnvelope,
  updatePasswordRequest,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { bearerToken, currentSessionId, currentUser } from '../../../plugins/authentication';
import { createAuthService, toSession } from './auth.service';
import { TooManyAttempts } from './login-throttle';

const fail = { 400: failEnvelope, 401: failEnvelope, 403: failEnvelope, 429: failEnvelope };

/** Runs before the error handler renders a 429: the header tells the client when to try again. */
const retryAfter = {
  onError: async (_request: unknown, reply: FastifyReply, error: Error) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
  },
};

/**
 * Routes that answer while the user must choose a new password (docs/product/access.md#change-and-recover-password):
 * the change itself, the session and sign-out, and the permissions, which the web needs to draw its frame around the
 * change-password screen.
 */
const duringPasswordChange = { duringPasswordChange: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx, app.log);

  app.post('/auth/login', {
    config: { public: true },
    schema: { tags: ['auth'], security: [], body: loginRequest, response: { 200: successEnvelope(session), ...fail } },
    ...retryAfter,
    handler: async (request) => ok(await auth.login(request.body, request.ip)),
  });

  app.post('/auth/logout', {
    config: duringPasswordChange,
    // Takes no body: the session it ends is the caller's own.
    schema: { tags: ['auth'], response: { 200: successEnvelope(resultAnswer), ...fail } },
    handler: async (request) => {
      await auth.logout(currentSessionId(request));
      return ok({ result: true });
    },
  });

  app.get('/auth/session', {
    config: duringPasswordChange,
    schema: { tags: ['auth'], response: { 200: successEnvelope(session), ...fail } },
    handler: async (request) => ok(toSession(currentUser(request), bearerToken(request)!)),
  });

  app.get('/auth/permissions', {
    config: duringPasswordChange,
    schema: { tags: ['auth'], response: { 200: successEnvelope(z.array(permissionItem)), ...fail } },
    handler: async (request) => ok(await auth.permissions(currentUser(request))),
  });

  app.post('/users/recover-password', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      security: [],
      body: recoverPasswordRequest,
      response: { 200: successEnvelope(recoverPasswordResponse), ...fail },
    },
    ...retryAfter,
    handler: async (request) => {
      await auth.recoverPassword(request.body.user, request.ip, request.log);
      return ok({ result: true, message: messages.recoverySent });
    },
  });

  app.put('/users/updatePassword', {
    config: duringPasswordChange,
    schema: {
      tags: ['auth'],
      body: updatePasswordRequest,
      response: { 200: successEnvelope(z.object({ result: z.boolean(), message: z.string() })), ...fail },
    },
    ...retryAfter,
    handler: async (request) => {
      await auth.updatePassword(currentUser(request), currentSessionId(request), request.body, request.ip);
      return ok({ result: true, message: messages.passwordUpdated });
    },
  });
};
