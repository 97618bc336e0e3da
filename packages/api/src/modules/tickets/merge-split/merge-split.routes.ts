// Merge and split (docs/product/self-service.md#merge, docs/product/self-service.md#split): POST workitems/{id}/merge
// and POST workitems/{id}/split. Thin: validate, then the service, which loads, authorises, runs and presents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, mergeInput, splitInput, splitResult, successEnvelope, ticket } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createMergeSplitService } from './merge-split.service';

export const mergeSplitRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMergeSplitService(app.ctx);
  const tags = ['tickets'];

  app.post('/workitems/:id/merge', {
    schema: { tags, params: idParams, body: mergeInput, response: { 200: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request) => ok(await service.merge(currentUser(request), request.params.id, request.body.targetId)),
  });

  app.post('/workitems/:id/split', {
    schema: { tags, params: idParams, body: splitInput, response: { 201: successEnvelope(splitResult), ...guardedFailures } },
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.split(currentUser(request), request.params.id, request.body.discussionId))),
  });
};
