// GET api-tokens, POST api-tokens (a signed-in session only: a token never mints tokens), DELETE api-tokens/{id}
// (docs/product/api-tokens.md#calls).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiToken, apiTokenInput, createdApiToken, idParams, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createApiTokensService } from './api-tokens.service';

export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApiTokensService(app.ctx);
  const tags = ['api-tokens'];

  app.get('/api-tokens', {
    schema: { tags, response: { 200: successEnvelope(z.array(apiToken)), ...guardedFailures } },
    handler: async (request) => ok(await service.list(currentUser(request))),
  });

  app.post('/api-tokens', {
    config: { sessionOnly: true },
    schema: { tags, body: apiTokenInput, response: { 201: successEnvelope(createdApiToken), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.create(currentUser(request), request.body))),
  });

  app.delete('/api-tokens/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(apiToken), ...guardedFailures } },
    handler: async (request) => ok(await service.revoke(currentUser(request), request.params.id)),
  });
};
