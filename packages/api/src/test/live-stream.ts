// A user's live notifications stream (SSE) as tests read it: a real HTTP connection to a listening server, every
// `notification` event kept while it is open, and when and why the server ended it.
import http from 'node:http';

export function openLiveStream<T = { notificationId: number }>(port: number, streamTicket: string) {
  const events: T[] = [];
  let request!: http.ClientRequest;
  /** The `end` event's reason ('replaced', 'session_ended'), once the server ended the stream; null if it sent none. */
  let endReason: string | null = null;
  let resolveEnded!: (reason: string | null) => void;
  const ended = new Promise<string | null>((resolve) => (resolveEnded = resolve));
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      { port, host: '127.0.0.1', path: `/api/notifications/stream?ticket=${encodeURIComponent(streamTicket)}` },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes('retry:')) resolve();
          for (const match of buffer.matchAll(/event: notification\ndata: (.+)\n\n/g)) events.push(JSON.parse(match[1]) as T);
          for (const match of buffer.matchAll(/event: end\ndata: (.+)\n\n/g))
            endReason = (JSON.parse(match[1]) as { reason: string }).reason;
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        });
        res.on('end', () => resolveEnded(endReason));
      },
    );
    request.on('error', reject);
  });
  return { events, opened, ended, close: () => request.destroy() };
}
