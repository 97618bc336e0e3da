// OAuth 2.0 sign-in of a mailbox (docs/product/channels.md#oauth-sign-in): 'Conectar' (POST
// mailboxes/{id}/oauth/authorize, permission 28) answers the provider's consent page; the provider sends the browser
// back to GET mailboxes/oauth/callback, which carries no session (a browser navigation sends no bearer token): the
// single-use state of the authorization, bound to the administrator who asked, stands for it. The callback always
// sends the browser on to the 'Correo entrante' screen with the outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, mailboxAuthorization, mailboxOAuthCallbackQuery, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { mailboxesPolicy } from '../mailboxes/mailboxes.policy';
import { createMailboxAuthorizationService } from './mailbox-authorization.service';

const tags = ['mailboxes'];
const SEE_OTHER = 303;

export const mailboxOAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMailboxAuthorizationService(app.ctx);

  app.post('/mailboxes/:id/oauth/authorize', {
    config: { permission: mailboxesPolicy.permission },
    schema: { tags, params: idParams, response: { 200: successEnvelope(mailboxAuthorization), ...guardedFailures } },
    handler: async (request) => ok(await service.authorize(currentUser(request), request.params.id)),
  });

  app.get('/mailboxes/oauth/callback', {
    config: { public: true },
    schema: { tags, querystring: mailboxOAuthCallbackQuery },
    handler: async (request, reply) => reply.redirect(await service.complete(request.query, request.log), SEE_OTHER),
  });
};
