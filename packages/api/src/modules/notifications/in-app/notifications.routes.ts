// GET notifications (unread), PUT notifications/{id} (mark read), POST notifications/stream-ticket and
// GET notifications/stream (server-sent events). EventSource cannot send a bearer header, so the stream is opened
// with a single-purpose ticket valid 60 seconds instead of the session token.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, notification, streamTicket, successEnvelope } from '@tms/contracts';
import { unauthorized } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { createNotificationHub } from './notification-hub';
import { presentNotification } from './notifications.presenter';
import { createNotificationsService } from './notifications.service';

const HEARTBEAT_MS = 25_000;
const STREAM_TICKET_MAX = 300;

/** Starts a server-sent event stream on the raw response. */
function openEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
}

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(app.ctx);
  const hub = createNotificationHub(app.ctx, app.log);
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    await hub.stop();
  });
  const tags = ['notifications'];

  app.get('/notifications', {
    schema: { tags, response: { 200: successEnvelope(z.array(notification)), ...guardedFailures } },
    handler: async (request) => ok((await service.unread(currentUser(request))).map(presentNotification)),
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
    handler: async (request) => ok(service.streamTicket(currentUser(request))),
  });

  app.get('/notifications/stream', {
    config: { public: true },
    logLevel: 'warn',
    schema: { tags, querystring: z.object({ ticket: z.string().max(STREAM_TICKET_MAX) }) },
    handler: async (request, reply) => {
      const user = await service.streamUser(request.query.ticket);
      if (!user) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      openEventStream(res);
      const unsubscribe = await hub.subscribe(user.id, (n) => res.write(`event: notification\ndata: ${JSON.stringify(n)}\n\n`));
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(res);
      request.raw.on('close', () => {
        streams.delete(res);
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  });
};
