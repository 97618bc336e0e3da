// The live notifications' stream (server-sent events): opens /api/notifications/stream with a fresh single-use
// 60-second ticket, adds each `notification` event to the unread list, and after a failure reconnects by itself with a
// new ticket (1 s, then doubling up to 30 s). After a reconnection the list is read again, for what arrived meanwhile.
// A stream the server ends comes back only if newer tabs of the session took its place, when this tab is shown again.
// Loaded after the signed-in frame shows (hooks/use-notification-stream.ts): it brings the schema of a notification,
// and with it zod, which the frame's first view does not need.
import type { QueryClient } from '@tanstack/react-query';
import { notification as notificationSchema } from '@tms/contracts';
import { API_BASE } from '@/lib/api/api-client';
import { jsonEventListener, obeyStreamEnd, streamReconnection } from '@/lib/api/event-stream';
import { createStreamTicket } from './create-stream-ticket';
import { addNotification } from './notifications-cache';
import { notificationsQueryKeys } from './notifications-query-keys';

/** Opens the stream; the function it returns closes it for good. */
export function openNotificationStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let connectedBefore = false;
  const reconnection = streamReconnection(() => void connect());

  const onNotification = jsonEventListener(
    notificationSchema,
    (notification) => addNotification(queryClient, notification),
    'A live notification had an unexpected shape',
  );

  const connect = async () => {
    try {
      const { ticket } = await createStreamTicket();
      if (reconnection.stopped()) return;
      source = new EventSource(`${API_BASE}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('notification', onNotification);
      obeyStreamEnd(source, reconnection);
      source.addEventListener('open', () => {
        reconnection.opened();
        if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.unread });
        connectedBefore = true;
      });
      // The browser would retry with the same (soon expired) ticket: close and come back with a new one.
      source.addEventListener('error', () => {
        source?.close();
        reconnection.retry();
      });
    } catch (error) {
      console.warn('The live notifications could not connect; retrying', error);
      reconnection.retry();
    }
  };

  void connect();
  return () => {
    reconnection.stop();
    source?.close();
  };
}
