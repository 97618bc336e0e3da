// GET notifications (unread), GET notifications/read ('Ver anteriores'), PUT notifications/{id} (mark read),
// PUT notifications/read-all ('Marcar todas como leídas'), POST notifications/stream-ticket and
// GET notifications/stream (server-sent events). EventSource cannot send a bearer header, so the stream is opened
// with a single-use ticket of the session, valid 60 seconds, instead of the session token; the stream counts against
// the session's limit and ends with the session (modules/access/sessions/session-streams.ts).
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  notification,
  readAllNotificationsInput,
  readAllNotificationsResult,
  streamTicket,
  successEnvelope,
} from '@tms/contracts';
import { unauthorized } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { currentSessionId, currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { endEventStream, openEventStream, sessionStreamsOf, writeEvent } from '../../access';
import { createNotificationHub } from './notification-hub';
import { presentNotification } from './notifications.presenter';
import { createNotificationsService } from './notifications.service';

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3000;
const STREAM_TICKET_MAX = 300;
const STREAM_KIND = 'notifications';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(app.ctx);
  const hub = createNotificationHub(app.ctx, app.log);
  const sessionStreams = sessionStreamsOf(app.ctx);
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    await Promise.all([hub.stop(), sessionStreams.stop()]);
  });
  const tags = ['notifications'];

  app.get('/notifications', {
    schema: { tags, response: { 200: successEnvelope(z.array(notification)), ...guardedFailures } },
    handler: async (request) => ok((await service.unread(currentUser(request))).map(presentNotification)),
  });

  app.get('/notifications/read', {
    schema: { tags, response: { 200: successEnvelope(z.array(notification)), ...guardedFailures } },
    handler: async (request) => ok((await service.read(currentUser(request))).map(presentNotification)),
  });

  // Registered beside PUT notifications/{id}: the router prefers the fixed path.
  app.put('/notifications/read-all', {
    schema: {
      tags,
      body: readAllNotificationsInput.optional(),
      response: { 200: successEnvelope(readAllNotificationsResult), ...guardedFailures },
    },
    handler: async (request) => ok({ count: await service.markAllRead(currentUser(request), request.body?.upToId) }),
  });

  app.put('/notifications/:id', {
    schema: {
      tags,
      params: idParams,
      body: z.unknown().optional(),
      response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures },
    },
    handler: async (request) => {
      await service.markRead(currentUser(request), request.params.id);
      return ok({ result: true });
    },
  });

  app.post('/notifications/stream-ticket', {
    schema: { tags, body: z.unknown().optional(), response: { 200: successEnvelope(streamTicket), ...guardedFailures } },
    handler: async (request) => ok(service.streamTicket(currentUser(request), currentSessionId(request))),
  });

  app.get('/notifications/stream', {
    config: { public: true },
    logLevel: 'warn',
    schema: { tags, querystring: z.object({ ticket: z.string().max(STREAM_TICKET_MAX) }) },
    handler: async (request, reply) => {
      await sessionStreams.ready();
      const session = await service.streamSession(request.query.ticket);
      if (!session) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      openEventStream(res, RETRY_MS);
      const forget = sessionStreams.add(STREAM_KIND, session, (reason) => endEventStream(res, reason));
      const unsubscribe = await hub.subscribe(session.user.id, (n) => writeEvent(res, 'notification', n));
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(res);
      const closed = () => {
        streams.delete(res);
        clearInterval(heartbeat);
        forget();
        unsubscribe();
      };
      // It may have closed while subscribing (the browser left, or a newer stream of the session replaced it).
      if (res.closed) closed();
      else res.on('close', closed);
    },
  });
};
