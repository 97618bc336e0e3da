// The parts of a live stream (server-sent events) that every stream shares: coming back after a failure, reading
// an event's JSON data, and obeying the server's `end` event. Each connection needs a fresh stream ticket: one opens
// a single stream, once.
import { streamEnd, type StreamEndReason } from '@tms/contracts';
import type { z } from 'zod';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Connects again after each failure, 1 s later, then doubling up to 30 s; an opened stream starts again at 1 s.
 * Once stopped (the screen that holds the stream went away) it connects no more. */
export function streamReconnection(connect: () => void) {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let forgetVisibility = () => {};
  return {
    stopped: () => stopped,
    retry() {
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      timer = setTimeout(connect, delay);
    },
    opened() {
      failures = 0;
    },
    /** Connects again the next time this tab is shown (its stream went to a newer tab of the session). */
    whenShown() {
      const onVisible = () => {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', onVisible);
        if (!stopped) connect();
      };
      document.addEventListener('visibilitychange', onVisible);
      forgetVisibility = () => document.removeEventListener('visibilitychange', onVisible);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      forgetVisibility();
    },
  };
}

type StreamReconnection = ReturnType<typeof streamReconnection>;

/**
 * Obeys the server's `end` event on `source`: the stream closes (so the browser does not retry it); one that a newer
 * stream of the session replaced comes back when this tab is shown again, any other end (the session ended, the user
 * may no longer see what it tells) is final. `onEnd` hears each, to tidy up.
 */
export function obeyStreamEnd(source: EventSource, reconnection: StreamReconnection, onEnd?: (reason: StreamEndReason) => void) {
  source.addEventListener('end', (event: MessageEvent<string>) => {
    source.close();
    const parsed = streamEnd.safeParse(JSON.parse(event.data));
    const reason = parsed.success ? parsed.data.reason : 'replaced';
    onEnd?.(reason);
    if (reason === 'replaced') reconnection.whenShown();
    else reconnection.stop();
  });
}

/** A listener for an event whose data is JSON of the schema's shape; data of another shape is only told to the console. */
export function jsonEventListener<T>(schema: z.ZodType<T>, onData: (data: T) => void, unexpectedShapeWarning: string) {
  return (event: MessageEvent<string>) => {
    const parsed = schema.safeParse(JSON.parse(event.data));
    if (parsed.success) onData(parsed.data);
    else console.warn(unexpectedShapeWarning, parsed.error);
  };
}
