// POST workitems/{id}/presence (join or stay, typing or not) and GET workitems/{id}/presence/stream (server-sent
// events: `viewers`, everyone else on the ticket, now and on each change). Closing the stream leaves at once.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, presenceInput, presenceJoin, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { unauthorized } from '../../../lib/errors';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { createPresenceHub } from './presence-hub';
import { createPresenceService } from './presence.service';

const PING_MS = 25_000;
const STREAM_TICKET_MAX = 300;

export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createPresenceHub(app.ctx, app.log);
  const service = createPresenceService(app.ctx, hub);
  /** Each open stream and how it leaves: announced before the server closes, so the other processes hear it. */
  const streams = new Map<ServerResponse, () => Promise<void>>();
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => {
    const open = [...streams];
    streams.clear();
    await Promise.all(open.map(([, leave]) => leave()));
    for (const [res] of open) res.end();
    await hub.stop();
  });
  const tags = ['presence'];

  app.post('/workitems/:id/presence', {
    schema: {
      tags,
      params: idParams,
      body: presenceInput,
      response: { 200: successEnvelope(presenceJoin), ...guardedFailures },
    },
    handler: async (request) => ok(await service.beat(currentUser(request), request.params.id, request.body)),
  });

  app.get('/workitems/:id/presence/stream', {
    config: { public: true },
    // The URL carries the stream ticket: it is not logged.
    logLevel: 'warn',
    schema: { tags, params: idParams, querystring: z.object({ ticket: z.string().max(STREAM_TICKET_MAX) }) },
    handler: async (request, reply) => {
      const ticketId = request.params.id;
      const viewer = await service.streamViewer(ticketId, request.query.ticket);
      if (!viewer) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      const unsubscribe = await hub.subscribe(ticketId, viewer.user.id, (viewers) =>
        res.write(`event: viewers\ndata: ${JSON.stringify(viewers)}\n\n`),
      );
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
      const leave = async () => {
        clearInterval(ping);
        unsubscribe();
        await service.leave(viewer, ticketId);
      };
      streams.set(res, leave);
      request.raw.on('close', () => {
        if (!streams.delete(res)) return;
        leave().catch((error: unknown) => request.log.warn({ err: error }, 'could not announce that a viewer left'));
      });
    },
  });
};
