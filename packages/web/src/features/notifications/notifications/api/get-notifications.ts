// GET /api/notifications: the signed-in user's unread in-app notifications, newest first
// (docs/product/notifications.md#in-app-notifications: type 0 generic text with an optional link, 1 ticket updated,
// 2 ticket assigned). The live stream adds to this list; a failed read leaves the bell as it was
// (docs/product/conventions.md#error-messages), so it shows no banner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { useSession } from '@/lib/session/use-session';
import { notificationsQueryKeys } from './notifications-query-keys';

export type { AppNotification };

export const NotificationType = { Generic: 0, Updated: 1, Assigned: 2 } as const;

export const getNotifications = (signal?: AbortSignal) => apiGet<AppNotification[]>('/notifications', undefined, signal);

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKeys.unread,
    queryFn: ({ signal }) => getNotifications(signal),
    // Kept current by the live stream; read again when it reconnects.
    staleTime: Infinity,
    meta: { silentError: true },
  });

export function useNotifications(): { notifications: AppNotification[]; unreadCount: number } {
  const session = useSession();
  const { data = [] } = useQuery({ ...notificationsQueryOptions(), enabled: !!session });
  return { notifications: data, unreadCount: data.length };
}
