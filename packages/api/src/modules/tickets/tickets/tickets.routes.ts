// Ticket calls: workitems (create, a new ticket's abilities, get, save, message, picker, relations, history, follow, unfollow, QR) and
// workitemtask/workitem/{id}. Thin: validate, then the service, which loads, authorises, runs and presents.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discussionInput,
  discussionMessage,
  failEnvelope,
  historyEntry,
  idParams,
  Permission,
  relatedTicket,
  simpleTicket,
  successEnvelope,
  ticket,
  ticketAbilities,
  ticketInput,
  ticketUpdateInput,
  workItemTask,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { createTicketsService } from './tickets.service';

const SIMPLE_QUERY_MAX = 100;
const SIMPLE_LIMIT_MAX = 50;
const SIMPLE_LIMIT_DEFAULT = 20;

const simpleQuery = z.object({
  q: z.string().max(SIMPLE_QUERY_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(SIMPLE_LIMIT_MAX).default(SIMPLE_LIMIT_DEFAULT),
});

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTicketsService(app.ctx);
  const tags = ['tickets'];
  const ticketResponse = { 200: successEnvelope(ticket), ...guardedFailures };
  /** A save or message past the per-minute message limit answers 429 (ticket-writes.ts). */
  const messageFailures = { ...guardedFailures, 429: failEnvelope };

  app.post('/workitems', {
    config: { permission: Permission.CreateTicket },
    schema: { tags, body: ticketInput, response: { 201: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.create(currentUser(request), request.body))),
  });

  app.get('/workitems/abilities', {
    config: { permission: Permission.CreateTicket },
    schema: { tags, response: { 200: successEnvelope(ticketAbilities), ...guardedFailures } },
    handler: async (request) => ok(service.newTicketAbilities(currentUser(request))),
  });

  app.get('/workitems/simple', {
    schema: { tags, querystring: simpleQuery, response: { 200: successEnvelope(z.array(simpleTicket)), ...guardedFailures } },
    handler: async (request) => ok(await service.simple(currentUser(request), request.query.q, request.query.limit)),
  });

  app.get('/workitems/:id', {
    schema: { tags, params: idParams, response: ticketResponse },
    handler: async (request) => ok(await service.detail(currentUser(request), request.params.id)),
  });

  app.put('/workitems/:id', {
    schema: { tags, params: idParams, body: ticketUpdateInput, response: { ...ticketResponse, ...messageFailures } },
    handler: async (request) => ok(await service.update(currentUser(request), request.params.id, request.body)),
  });

  app.post('/workitems/:id/discussions', {
    schema: {
      tags,
      params: idParams,
      body: discussionInput,
      response: { 201: successEnvelope(z.array(discussionMessage)), ...messageFailures },
    },
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.postMessage(currentUser(request), request.params.id, request.body))),
  });

  app.get('/workitems/:id/relations', {
    schema: {
      tags,
      params: idParams,
      response: {
        200: successEnvelope(z.object({ parent: relatedTicket.nullable(), childs: z.array(relatedTicket) })),
        ...guardedFailures,
      },
    },
    handler: async (request) => ok(await service.relations(currentUser(request), request.params.id)),
  });

  app.get('/workitems/:id/history', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(historyEntry)), ...guardedFailures } },
    handler: async (request) => ok(await service.history(currentUser(request), request.params.id)),
  });

  app.post('/workitems/:id/follow', {
    schema: { tags, params: idParams, response: ticketResponse },
    handler: async (request) => ok(await service.follow(currentUser(request), request.params.id)),
  });

  app.delete('/workitems/:id/follow', {
    schema: { tags, params: idParams, response: ticketResponse },
    handler: async (request) => ok(await service.unfollow(currentUser(request), request.params.id)),
  });

  app.post('/workitems/:id/qr', {
    schema: {
      tags,
      params: idParams,
      body: z.unknown().optional(),
      response: { 200: successEnvelope(z.object({ qrCode: z.string() })), ...guardedFailures },
    },
    handler: async (request) => ok({ qrCode: await service.qrCode(currentUser(request), request.params.id) }),
  });

  app.get('/workitemtask/workitem/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(workItemTask)), ...guardedFailures } },
    handler: async (request) => ok(await service.tasks(currentUser(request), request.params.id)),
  });
};
