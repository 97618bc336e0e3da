// Live notifications (server-sent events): opens /api/notifications/stream with a fresh 60-second ticket, adds each
// `notification` event to the unread list, and after a failure reconnects by itself with a new ticket (1 s, then
// doubling up to 30 s). After a reconnection the list is read again, for what arrived meanwhile. Closed when the
// user leaves the signed-in screens or signs out.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notification as notificationSchema } from '@tms/contracts';
import { API_BASE } from '@/lib/api/api-client';
import { createStreamTicket } from '../api/create-stream-ticket';
import { addNotification } from '../api/notifications-cache';
import { notificationsQueryKeys } from '../api/notifications-query-keys';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export function useNotificationStream(userId: number | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(() => void connect(), delay);
    };

    const onNotification = (event: MessageEvent<string>) => {
      const parsed = notificationSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) addNotification(queryClient, parsed.data);
      else console.warn('A live notification had an unexpected shape', parsed.error);
    };

    const connect = async () => {
      try {
        const { ticket } = await createStreamTicket();
        if (stopped) return;
        source = new EventSource(`${API_BASE}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('notification', onNotification);
        source.addEventListener('open', () => {
          failures = 0;
          if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.unread });
          connectedBefore = true;
        });
        // The browser would retry with the same (soon expired) ticket: close and come back with a new one.
        source.addEventListener('error', () => {
          source?.close();
          retry();
        });
      } catch (error) {
        console.warn('The live notifications could not connect; retrying', error);
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [userId, queryClient]);
}
