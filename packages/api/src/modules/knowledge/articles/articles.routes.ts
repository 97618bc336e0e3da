// GET|POST kb/articles, GET|PUT|DELETE kb/articles/{id}, GET kb/articles/{id}/versions,
// POST kb/articles/{id}/versions/{versionId}/restore, POST kb/articles/{id}/feedback and POST kb/articles/{id}/deflection
// (docs/product/self-service.md#knowledge-base). Writes, the writers' list and the versions need permission 32; the
// article, its feedback and deflection any signed-in user who may read it. Thin: validate, then the service.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  article,
  articleFeedbackInput,
  articleFeedbackResult,
  articleIdParams,
  articleInput,
  articleListQuery,
  articlePage,
  articleReadQuery,
  articleVersion,
  articleVersionParams,
  deflectionResult,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { knowledgePermission } from './articles.policy';
import { createArticlesService } from './articles.service';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createArticlesService(app.ctx);
  const tags = ['knowledge'];
  const writers = { permission: knowledgePermission };

  app.get('/kb/articles', {
    config: writers,
    schema: { tags, querystring: articleListQuery, response: { 200: successEnvelope(articlePage), ...guardedFailures } },
    handler: async (request) => ok(await service.list(currentUser(request), request.query)),
  });

  app.post('/kb/articles', {
    config: writers,
    schema: { tags, body: articleInput, response: { 201: successEnvelope(article), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.create(currentUser(request), request.body))),
  });

  app.get('/kb/articles/:id', {
    schema: {
      tags,
      params: articleIdParams,
      querystring: articleReadQuery,
      response: { 200: successEnvelope(article), ...guardedFailures },
    },
    handler: async (request) => ok(await service.get(currentUser(request), request.params.id, request.query.countView)),
  });

  app.put('/kb/articles/:id', {
    config: writers,
    schema: {
      tags,
      params: articleIdParams,
      body: articleInput,
      response: { 200: successEnvelope(article), ...guardedFailures },
    },
    handler: async (request) => ok(await service.update(currentUser(request), request.params.id, request.body)),
  });

  app.delete('/kb/articles/:id', {
    config: writers,
    schema: {
      tags,
      params: articleIdParams,
      response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures },
    },
    handler: async (request) => ok(await service.remove(currentUser(request), request.params.id)),
  });

  app.get('/kb/articles/:id/versions', {
    config: writers,
    schema: { tags, params: articleIdParams, response: { 200: successEnvelope(z.array(articleVersion)), ...guardedFailures } },
    handler: async (request) => ok(await service.versions(currentUser(request), request.params.id)),
  });

  app.post('/kb/articles/:id/versions/:versionId/restore', {
    config: writers,
    schema: { tags, params: articleVersionParams, response: { 200: successEnvelope(article), ...guardedFailures } },
    handler: async (request) => ok(await service.restore(currentUser(request), request.params.id, request.params.versionId)),
  });

  app.post('/kb/articles/:id/feedback', {
    schema: {
      tags,
      params: articleIdParams,
      body: articleFeedbackInput,
      response: { 200: successEnvelope(articleFeedbackResult), ...guardedFailures },
    },
    handler: async (request) => ok(await service.feedback(currentUser(request), request.params.id, request.body)),
  });

  app.post('/kb/articles/:id/deflection', {
    schema: { tags, params: articleIdParams, response: { 200: successEnvelope(deflectionResult), ...guardedFailures } },
    handler: async (request) => ok(await service.deflection(currentUser(request), request.params.id)),
  });
};
