// The parts of a live stream (server-sent events) that every stream shares: coming back after a failure, and reading
// an event's JSON data.
import type { z } from 'zod';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Connects again after each failure, 1 s later, then doubling up to 30 s; an opened stream starts again at 1 s.
 * Once stopped (the screen that holds the stream went away) it connects no more. */
export function streamReconnection(connect: () => void) {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
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
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A listener for an event whose data is JSON of the schema's shape; data of another shape is only told to the console. */
export function jsonEventListener<T>(schema: z.ZodType<T>, onData: (data: T) => void, unexpectedShapeWarning: string) {
  return (event: MessageEvent<string>) => {
    const parsed = schema.safeParse(JSON.parse(event.data));
    if (parsed.success) onData(parsed.data);
    else console.warn(unexpectedShapeWarning, parsed.error);
  };
}
