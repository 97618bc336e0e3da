// GET notifications (unread), PUT notifications/{id} (mark read), POST notifications/stream-ticket and
// GET notifications/stream (server-sent events). EventSource cannot send a bearer header, so the stream is opened
// with a single-purpose ticket valid 60 seconds instead of the session token.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, notification, streamTicket, successEnvelope } from '@tms/contracts';
import { notFound, unauthorized } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { loadAuthUser } from '../../../plugins/current-user';
import { guardedFailures } from '../../../lib/route-schemas';
import { createNotificationHub } from './notification-hub';
import { notificationsRepository, presentNotification } from './notifications.repository';

const STREAM_TICKET_SECONDS = 60;
const HEARTBEAT_MS = 25_000;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens } = app.ctx;
  const hub = createNotificationHub(app.ctx, app.log);
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<import('node:http').ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    await hub.stop();
  });
  const tags = ['notifications'];

  app.get('/notifications', {
    schema: { tags, response: { 200: successEnvelope(z.array(notification)), ...guardedFailures } },
    handler: async (request) => ok((await notificationsRepository.unread(db, currentUser(request).id)).map(presentNotification)),
  });

  app.put('/notifications/:id', {
    schema: {
      tags,
      params: idParams,
      body: z.unknown().optional(),
      response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures },
    },
    handler: async (request) => {
      if (!(await notificationsRepository.markRead(db, currentUser(request).id, request.params.id))) throw notFound();
      return ok({ result: true });
    },
  });

  app.post('/notifications/stream-ticket', {
    schema: { tags, body: z.unknown().optional(), response: { 200: successEnvelope(streamTicket), ...guardedFailures } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { exp, sig } = tokens.signLink(`stream:user:${userId}`, STREAM_TICKET_SECONDS);
      return ok({ ticket: `${userId}.${exp}.${sig}`, expiresIn: STREAM_TICKET_SECONDS });
    },
  });

  app.get('/notifications/stream', {
    config: { public: true },
    logLevel: 'warn',
    schema: { tags, querystring: z.object({ ticket: z.string().max(300) }) },
    handler: async (request, reply) => {
      const [userPart, expPart, sig] = request.query.ticket.split('.');
      const userId = Number(userPart);
      if (!sig || !tokens.verifyLink(`stream:user:${userId}`, Number(expPart), sig)) throw unauthorized();
      const user = await loadAuthUser(db, userId);
      if (!user?.isActive) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n\n');
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
