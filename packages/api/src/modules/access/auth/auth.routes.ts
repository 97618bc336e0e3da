// POST auth/login, POST auth/two-factor/verify, POST auth/logout, GET auth/permissions, GET auth/session,
// POST users/recover-password, PUT users/updatePassword; the OpenID Connect sign-in's routes (single-sign-on/).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  loginAnswer,
  loginRequest,
  messages,
  permissionItem,
  recoverPasswordRequest,
  recoverPasswordResponse,
  resultAnswer,
  session,
  successEnvelope,
  twoFactorVerifyRequest,
  updatePasswordRequest,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { bearerToken, currentSessionId, currentUser } from '../../../plugins/authentication';
import { createAuthService, toSession } from './auth.service';
import { singleSignOnRoutes } from '../single-sign-on/single-sign-on.routes';
import { retryAfter } from './login-throttle';

const fail = { 400: failEnvelope, 401: failEnvelope, 403: failEnvelope, 429: failEnvelope };
/** A directory sign-in may also meet a clash with a local user (409) or a directory that does not answer (503). */
const loginFail = { ...fail, 409: failEnvelope, 503: failEnvelope };

/**
 * Routes that answer while the user must choose a new password (docs/product/access.md#change-and-recover-password):
 * the change itself, the session and sign-out, and the permissions, which the web needs to draw its frame around the
 * change-password screen.
 */
const duringPasswordChange = { duringPasswordChange: true };
/** The calls of the web app's own session, which an API token never makes (docs/product/api-tokens.md#sessions-only). */
const sessionOnly = { duringPasswordChange: true, sessionOnly: true };
/** Sign-out and the session record answer too while the second step is being set up (docs/product/access.md#two-step-sign-in). */
const ownSession = { ...sessionOnly, duringTwoFactorSetup: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx, app.log);
  singleSignOnRoutes(app, (userId, address) => auth.signInVouched(userId, address));

  app.post('/auth/login', {
    config: { public: true },
    schema: { tags: ['auth'], security: [], body: loginRequest, response: { 200: successEnvelope(loginAnswer), ...loginFail } },
    ...retryAfter,
    handler: async (request) => ok(await auth.login(request.body, request.ip)),
  });

  app.post('/auth/two-factor/verify', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      security: [],
      body: twoFactorVerifyRequest,
      response: { 200: successEnvelope(session), ...fail },
    },
    ...retryAfter,
    handler: async (request) => ok(await auth.verifySecondStep(request.body, request.ip)),
  });

  app.post('/auth/logout', {
    config: ownSession,
    // Takes no body: the session it ends is the caller's own.
    schema: { tags: ['auth'], response: { 200: successEnvelope(resultAnswer), ...fail } },
    handler: async (request) => {
      await auth.logout(currentUser(request), currentSessionId(request));
      return ok({ result: true });
    },
  });

  app.get('/auth/session', {
    config: ownSession,
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
    config: sessionOnly,
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
