// A user's live notifications stream (SSE) as tests read it: a real HTTP connection to a listening server, every
// `notification` event kept while it is open.
import http from 'node:http';

export function openLiveStream<T = { notificationId: number }>(port: number, streamTicket: string) {
  const events: T[] = [];
  let request!: http.ClientRequest;
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
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        });
      },
    );
    request.on('error', reject);
  });
  return { events, opened, close: () => request.destroy() };
}
