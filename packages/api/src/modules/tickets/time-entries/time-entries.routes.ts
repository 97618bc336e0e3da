// Time entries of a ticket ('Registrar tiempo', docs/product/service-quality.md#time-tracking): GET and POST
// workitems/{id}/time-entries, PUT and DELETE time-entries/{id}. Thin: validate, then the service, which loads,
// authorises, writes and presents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, resultAnswer, successEnvelope, timeEntry, timeEntryInput, timeEntryList } from '@tms/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { timeEntriesPolicy } from './time-entries.policy';
import { createTimeEntriesService } from './time-entries.service';

/** Clients and providers are refused before the path and body are read, as a permission route would refuse them. */
const internalOnly = async (request: FastifyRequest) => timeEntriesPolicy.checkLogTime(currentUser(request));

export const timeEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTimeEntriesService(app.ctx);
  const tags = ['time entries'];
  const entryAnswer = successEnvelope(timeEntry);

  app.get('/workitems/:id/time-entries', {
    preValidation: internalOnly,
    schema: { tags, params: idParams, response: { 200: successEnvelope(timeEntryList), ...guardedFailures } },
    handler: async (request) => ok(await service.list(currentUser(request), request.params.id)),
  });

  app.post('/workitems/:id/time-entries', {
    preValidation: internalOnly,
    schema: { tags, params: idParams, body: timeEntryInput, response: { 201: entryAnswer, ...guardedFailures } },
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(currentUser(request), request.params.id, request.body))),
  });

  app.put('/time-entries/:id', {
    preValidation: internalOnly,
    schema: { tags, params: idParams, body: timeEntryInput, response: { 200: entryAnswer, ...guardedFailures } },
    handler: async (request) => ok(await service.update(currentUser(request), request.params.id, request.body)),
  });

  app.delete('/time-entries/:id', {
    preValidation: internalOnly,
    schema: { tags, params: idParams, response: { 200: successEnvelope(resultAnswer), ...guardedFailures } },
    handler: async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok({ result: true });
    },
  });
};
