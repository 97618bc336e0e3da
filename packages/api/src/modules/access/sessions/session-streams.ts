// The live streams (server-sent events) open on this process, by the session that opened them
// (docs/product/access.md#sessions-and-throttling): at most `streamLimits.perSession` of a kind per session and
// `streamLimits.perUser` per user, a newer one closing the oldest; each ends when its session does — sign-out, a
// password change, an administrator's reset, deactivation, role change or deletion, on any process (announced on
// SESSION_ENDED_CHANNEL) — or when the session expires. One registry per app, shared by every kind of stream, so
// the process holds one LISTEN for it.
import type { ServerResponse } from 'node:http';
import type { StreamEndReason } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { SESSION_ENDED_CHANNEL } from './sessions.repository';
import type { StreamSession } from './stream-tickets';

/** Per process and kind of stream (notifications, presence). */
const streamLimits = { perSession: 4, perUser: 12 };

/** setTimeout's longest delay; a session living longer is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface OpenStream {
  kind: string;
  session: StreamSession;
  end(reason: StreamEndReason): void;
  timer?: ReturnType<typeof setTimeout>;
}

export interface SessionStreams {
  /** Hears ended sessions: awaited before a ticket is redeemed, so no session ends unheard once its stream opens. */
  ready(): Promise<void>;
  /** Counts an opened stream in, ending the oldest past a limit; returns what forgets it once it closed. */
  add(kind: string, session: StreamSession, end: (reason: StreamEndReason) => void): () => void;
  stop(): Promise<void>;
}

const registries = new WeakMap<object, SessionStreams>();

/** The registry of the app whose context this is (each app, a second test server too, has its own). */
export function sessionStreamsOf(ctx: Pick<AppContext, 'database'>): SessionStreams {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = createSessionStreams(ctx);
    registries.set(ctx, registry);
  }
  return registry;
}

function createSessionStreams(ctx: Pick<AppContext, 'database'>): SessionStreams {
  /** In the order they opened, so the first match is the oldest. */
  const open = new Set<OpenStream>();
  let listening: Promise<() => Promise<void>> | null = null;

  function close(stream: OpenStream, reason: StreamEndReason) {
    if (!open.delete(stream)) return;
    clearTimeout(stream.timer);
    stream.end(reason);
  }

  /** Ends the oldest of `matching` once they reach `limit`, making room for one more. */
  function keepBelow(limit: number, matching: (stream: OpenStream) => boolean) {
    const streams = [...open].filter(matching);
    for (const stream of streams.slice(0, Math.max(0, streams.length - limit + 1))) close(stream, 'replaced');
  }

  function endAtExpiry(stream: OpenStream) {
    const left = stream.session.expiresAt.getTime() - Date.now();
    if (left <= 0) return close(stream, 'session_ended');
    stream.timer = setTimeout(() => endAtExpiry(stream), Math.min(left, MAX_TIMER_MS));
    stream.timer.unref();
  }

  const sessionEnded = (sessionId: string) => {
    for (const stream of open) if (stream.session.sessionId === sessionId) close(stream, 'session_ended');
  };

  return {
    async ready() {
      listening ??= ctx.database.listen(SESSION_ENDED_CHANNEL, sessionEnded);
      await listening;
    },

    add(kind, session, end) {
      keepBelow(streamLimits.perSession, (s) => s.kind === kind && s.session.sessionId === session.sessionId);
      keepBelow(streamLimits.perUser, (s) => s.kind === kind && s.session.user.id === session.user.id);
      const stream: OpenStream = { kind, session, end };
      open.add(stream);
      endAtExpiry(stream);
      return () => {
        open.delete(stream);
        clearTimeout(stream.timer);
      };
    },

    async stop() {
      for (const stream of open) clearTimeout(stream.timer);
      open.clear();
      const stopListening = listening;
      listening = null;
      if (stopListening) await (await stopListening)();
    },
  };
}

/** Starts a server-sent event stream on the raw response; the connection closes with the stream. */
export function openEventStream(res: ServerResponse, retryMs: number): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'close',
    'X-Accel-Buffering': 'no',
  });
  res.write(`retry: ${retryMs}\n\n`);
}

export const writeEvent = (res: ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** Tells the browser why the stream ends (`end` event: it reconnects only after `replaced`, when shown again), and ends it. */
export function endEventStream(res: ServerResponse, reason: StreamEndReason): void {
  if (res.writableEnded) return;
  writeEvent(res, 'end', { reason });
  res.end();
}
