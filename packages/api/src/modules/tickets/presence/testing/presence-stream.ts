// A presence stream as the tests read it: a real HTTP connection to a listening server, every `viewers` and `changed`
// event kept, a wait, with a deadline, for the list a test expects or the news of a save, and when and why the server
// ended it.
import http from 'node:http';
import type { PresenceViewer } from '@tms/contracts';
import { waitFor } from '../../../../test/wait-for';
import type { TicketChangeNotice } from '@tms/contracts';

/** 'Nombre' per person in the latest event, 'Nombre (escribiendo)' for one writing. */
const namesOf = (viewers: PresenceViewer[] | undefined) =>
  viewers?.map((v) => (v.typing ? `${v.displayName} (escribiendo)` : v.displayName));

export function openPresenceStream(port: number, ticketId: number, ticket: string) {
  const events: PresenceViewer[][] = [];
  const changes: TicketChangeNotice[] = [];
  let endReason: string | null = null;
  let resolveEnded!: (reason: string | null) => void;
  /** The `end` event's reason ('forbidden', 'replaced', 'session_ended') once the server ended it; null if none came. */
  const ended = new Promise<string | null>((resolve) => (resolveEnded = resolve));
  const request = http.get(
    { port, host: '127.0.0.1', path: `/api/workitems/${ticketId}/presence/stream?ticket=${encodeURIComponent(ticket)}` },
    (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (const match of buffer.matchAll(/event: viewers\ndata: (.+)\n\n/g)) events.push(JSON.parse(match[1]));
        for (const match of buffer.matchAll(/event: changed\ndata: (.+)\n\n/g)) changes.push(JSON.parse(match[1]));
        for (const match of buffer.matchAll(/event: end\ndata: (.+)\n\n/g))
          endReason = (JSON.parse(match[1]) as { reason: string }).reason;
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      });
      res.on('end', () => resolveEnded(endReason));
    },
  );
  // A stream the test closes, or a server that stops first, ends the request: nothing more to read.
  request.on('error', () => request.destroy());
  return {
    events,
    changes,
    ended,
    /** Resolves once the latest event lists exactly these people. */
    until: (expected: string[], what = expected.join(', ') || 'nobody', timeoutMs?: number) =>
      waitFor(() => (JSON.stringify(namesOf(events.at(-1))) === JSON.stringify(expected) ? true : undefined), what, timeoutMs),
    /** Resolves with the `count`th news of a save this stream heard. */
    untilChange: (count: number, what: string) => waitFor(() => (changes.length >= count ? changes[count - 1] : undefined), what),
    close: () => request.destroy(),
  };
}
