// GET auth/methods, GET auth/oidc/start, GET auth/oidc/callback, POST auth/oidc/complete
// (docs/product/access.md#single-sign-on). The start and the callback are browser navigations: they answer redirects,
// never a session; the session comes from POST auth/oidc/complete, which the sign-in screen calls with the ticket.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  loginAnswer,
  signInMethods,
  singleSignOnCallbackQuery,
  singleSignOnCompleteRequest,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { createSingleSignOnService } from './single-sign-on.service';

const tags = ['auth'];
const SEE_OTHER = 303;
const publicCall = { config: { public: true } };

type VouchedSignIn = Parameters<typeof createSingleSignOnService>[1];

export function singleSignOnRoutes(app: FastifyInstance, signInVouched: VouchedSignIn): void {
  const service = createSingleSignOnService(app.ctx, signInVouched);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/auth/methods', {
    ...publicCall,
    schema: { tags, security: [], response: { 200: successEnvelope(signInMethods) } },
    handler: async () => ok(service.methods()),
  });

  routes.get('/auth/oidc/start', {
    ...publicCall,
    schema: { tags, security: [] },
    handler: async (request, reply) => reply.redirect(await service.start(request.log), SEE_OTHER),
  });

  routes.get('/auth/oidc/callback', {
    ...publicCall,
    schema: { tags, security: [], querystring: singleSignOnCallbackQuery },
    handler: async (request, reply) => {
      const search = new URL(request.url, 'http://callback').searchParams;
      return reply.redirect(await service.callback(search, request.log), SEE_OTHER);
    },
  });

  routes.post('/auth/oidc/complete', {
    ...publicCall,
    schema: {
      tags,
      security: [],
      body: singleSignOnCompleteRequest,
      response: { 200: successEnvelope(loginAnswer), 400: failEnvelope, 401: failEnvelope },
    },
    handler: async (request) => ok(await service.complete(request.body.ticket, request.ip)),
  });
}
