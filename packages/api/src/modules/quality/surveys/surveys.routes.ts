// Satisfaction surveys (docs/product/service-quality.md#satisfaction-surveys): the signed link's page and answer,
// which need no session, and the creator's rating on the ticket screen. Thin: validate, then the service.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failEnvelope, idParams, satisfaction, successEnvelope, surveyAnswerInput, surveyPage } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createSurveysService } from './surveys.service';

/** A link's token: `{id}.{exp}.{sig}`; anything else is simply not found. */
const tokenParams = z.object({ token: z.string().max(200) });
const linkFailures = { 400: failEnvelope, 404: failEnvelope, 409: failEnvelope, 410: failEnvelope, 500: failEnvelope };

export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSurveysService(app.ctx);
  const tags = ['satisfaction'];

  app.get('/satisfaction/:token', {
    config: { public: true },
    schema: { tags, security: [], params: tokenParams, response: { 200: successEnvelope(surveyPage), ...linkFailures } },
    handler: async (request) => ok(await service.page(request.params.token)),
  });

  app.post('/satisfaction/:token', {
    config: { public: true },
    schema: {
      tags,
      security: [],
      params: tokenParams,
      body: surveyAnswerInput,
      response: { 200: successEnvelope(surveyPage), ...linkFailures },
    },
    handler: async (request) => ok(await service.answerByLink(request.params.token, request.body)),
  });

  app.post('/workitems/:id/satisfaction', {
    schema: {
      tags,
      params: idParams,
      body: surveyAnswerInput,
      response: { 201: successEnvelope(satisfaction), ...guardedFailures },
    },
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.answerOnTicket(currentUser(request), request.params.id, request.body))),
  });
};
