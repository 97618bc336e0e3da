// The signed-in user's own second step (docs/product/access.md#two-step-sign-in): GET auth/two-factor, POST
// auth/two-factor/setup, POST auth/two-factor/enable, POST auth/two-factor/disable. The first three answer while the
// role's second step is still to be set up; none answers an API token. The sign-in's second step, POST
// auth/two-factor/verify, is with the sign-in (auth.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  resultAnswer,
  secondFactorRequest,
  successEnvelope,
  twoFactorEnabled,
  twoFactorEnableRequest,
  twoFactorSetup,
  twoFactorStatus,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { retryAfter } from '../auth/login-throttle';
import { createTwoFactorService } from './two-factor.service';

const tags = ['auth'];
const failures = { ...guardedFailures, 429: failEnvelope };
/** The calls of the set-up: they answer while the role's second step is still to be set up. */
const setupCall = { sessionOnly: true, duringTwoFactorSetup: true };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTwoFactorService(app.ctx);

  app.get('/auth/two-factor', {
    config: { duringTwoFactorSetup: true },
    schema: { tags, response: { 200: successEnvelope(twoFactorStatus), ...failures } },
    handler: async (request) => ok(await service.status(currentUser(request))),
  });

  app.post('/auth/two-factor/setup', {
    config: setupCall,
    // Takes no body: the key is for the caller.
    schema: { tags, response: { 200: successEnvelope(twoFactorSetup), ...failures } },
    handler: async (request) => ok(await service.setup(currentUser(request))),
  });

  app.post('/auth/two-factor/enable', {
    config: setupCall,
    schema: { tags, body: twoFactorEnableRequest, response: { 200: successEnvelope(twoFactorEnabled), ...failures } },
    ...retryAfter,
    handler: async (request) => ok(await service.enable(currentUser(request), request.body.code, request.ip)),
  });

  app.post('/auth/two-factor/disable', {
    config: { sessionOnly: true },
    schema: { tags, body: secondFactorRequest, response: { 200: successEnvelope(resultAnswer), ...failures } },
    ...retryAfter,
    handler: async (request) => {
      await service.disable(currentUser(request), request.body, request.ip);
      return ok({ result: true });
    },
  });
};
