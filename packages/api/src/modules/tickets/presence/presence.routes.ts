// POST workitems/{id}/presence (join or stay, typing or not) and GET workitems/{id}/presence/stream (server-sent
// events: `viewers`, everyone else on the ticket, now and on each change; `changed`, a save someone else made, with
// who and what, tickets/ticket-changes.ts). Closing the stream leaves at once. The
// stream counts against the session's limit, ends with the session, and ends (`end` event, reason `forbidden`)
// instead of telling anything once its user may no longer see the ticket (modules/access/sessions/session-streams.ts).
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, presenceInput, presenceJoin, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { unauthorized } from '../../../lib/errors';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentSessionId, currentUser } from '../../../plugins/authentication';
import { endEventStream, openEventStream, sessionStreamsOf, writeEvent } from '../../access';
import { createPresenceHub } from './presence-hub';
import { createPresenceService } from './presence.service';

const PING_MS = 25_000;
const RETRY_MS = 2000;
const STREAM_TICKET_MAX = 300;
const STREAM_KIND = 'presence';

export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createPresenceHub(app.ctx, app.log);
  const service = createPresenceService(app.ctx, hub);
  const sessionStreams = sessionStreamsOf(app.ctx);
  /** Each open stream and how it leaves: announced before the server closes, so the other processes hear it. */
  const streams = new Map<ServerResponse, () => Promise<void>>();
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => {
    const open = [...streams];
    streams.clear();
    await Promise.all(open.map(([, leave]) => leave()));
    for (const [res] of open) res.end();
    await Promise.all([hub.stop(), sessionStreams.stop()]);
  });
  const tags = ['presence'];

  app.post('/workitems/:id/presence', {
    schema: {
      tags,
      params: idParams,
      body: presenceInput,
      response: { 200: successEnvelope(presenceJoin), ...guardedFailures },
    },
    handler: async (request) =>
      ok(await service.beat(currentUser(request), currentSessionId(request), request.params.id, request.body)),
  });

  app.get('/workitems/:id/presence/stream', {
    config: { public: true },
    // The URL carries the stream ticket: it is not logged.
    logLevel: 'warn',
    schema: { tags, params: idParams, querystring: z.object({ ticket: z.string().max(STREAM_TICKET_MAX) }) },
    handler: async (request, reply) => {
      const ticketId = request.params.id;
      await sessionStreams.ready();
      const viewer = await service.streamViewer(ticketId, request.query.ticket);
      if (!viewer) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      openEventStream(res, RETRY_MS);
      const forget = sessionStreams.add(STREAM_KIND, viewer.session, (reason) => endEventStream(res, reason));
      // Each write waits for the check that the viewer may still hear it; checks run one after another, in order.
      let checked = Promise.resolve();
      const whenAllowed = (write: () => void) => {
        checked = checked
          .then(async () => {
            if (res.writableEnded) return;
            if (await service.mayStillListen(viewer, ticketId)) write();
            else endEventStream(res, 'forbidden');
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not check a presence listener'));
      };
      const unsubscribe = await hub.subscribe(ticketId, service.listenerOf(viewer), {
        viewers: (viewers) => whenAllowed(() => writeEvent(res, 'viewers', viewers)),
        changed: (notice) => whenAllowed(() => writeEvent(res, 'changed', notice)),
      });
      const ping = setInterval(() => whenAllowed(() => res.write(': ping\n\n')), PING_MS);
      const leave = async () => {
        clearInterval(ping);
        forget();
        unsubscribe();
        await service.leave(viewer, ticketId);
      };
      streams.set(res, leave);
      const closed = () => {
        if (!streams.delete(res)) return;
        leave().catch((error: unknown) => request.log.warn({ err: error }, 'could not announce that a viewer left'));
      };
      // It may have closed while subscribing (the browser left, or a newer stream of the session replaced it).
      if (res.closed) closed();
      else res.on('close', closed);
    },
  });
};
