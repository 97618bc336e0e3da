// Ticket calls: workitems (create, get, save, picker, relations, history, follow, QR) and workitemtask/workitem/{id}.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyEntry,
  idParams,
  Permission,
  relatedTicket,
  simpleTicket,
  successEnvelope,
  ticket,
  ticketInput,
  workItemTask,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { ticketQrDataUrl } from '../../../lib/qr';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { presentHistory } from './tickets.presenter';
import { ticketsRepository } from './tickets.repository';
import { createTicketsService } from './tickets.service';

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTicketsService(app.ctx);
  const { db, config } = app.ctx;
  const tags = ['tickets'];

  app.post('/workitems', {
    config: { permission: Permission.CreateTicket },
    schema: { tags, body: ticketInput, response: { 201: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.create(currentUser(request), request.body))),
  });

  app.get('/workitems/simple', {
    schema: {
      tags,
      querystring: z.object({ q: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) }),
      response: { 200: successEnvelope(z.array(simpleTicket)), ...guardedFailures },
    },
    handler: async (request) => {
      const rows = await ticketsRepository.simple(db, currentUser(request), request.query.q, request.query.limit);
      return ok(rows.map((r) => ({ ...r, lastUpdate: new Date(r.lastUpdate).toISOString() })));
    },
  });

  app.get('/workitems/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request) => ok(await service.detail(currentUser(request), request.params.id)),
  });

  app.put('/workitems/:id', {
    schema: { tags, params: idParams, body: ticketInput, response: { 200: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request) => ok(await service.update(currentUser(request), request.params.id, request.body)),
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
    handler: async (request) => {
      const t = await service.detail(currentUser(request), request.params.id);
      return ok({ parent: t.parent, childs: t.childs });
    },
  });

  app.get('/workitems/:id/history', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(historyEntry)), ...guardedFailures } },
    handler: async (request) => ok(presentHistory(await service.history(currentUser(request), request.params.id))),
  });

  app.post('/workitems/:id/follow', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(ticket), ...guardedFailures } },
    handler: async (request) => ok(await service.follow(currentUser(request), request.params.id)),
  });

  app.post('/workitems/:id/qr', {
    schema: {
      tags,
      params: idParams,
      body: z.unknown().optional(),
      response: { 200: successEnvelope(z.object({ qrCode: z.string() })), ...guardedFailures },
    },
    handler: async (request) => {
      await service.detail(currentUser(request), request.params.id);
      return ok({ qrCode: await ticketQrDataUrl(config.publicUrl, request.params.id) });
    },
  });

  app.get('/workitemtask/workitem/:id', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(workItemTask)), ...guardedFailures } },
    handler: async (request) => {
      const t = await service.detail(currentUser(request), request.params.id);
      return ok(t.tasks);
    },
  });
};
