// GET /api/notifications/read: 'Ver anteriores', the signed-in user's read notifications of the last 30 days (at most
// 100), newest first (docs/product/notifications.md#in-app-notifications). Read each time the list is shown, since
// marking read moves notifications into it; a failed read is said in the list itself, without a banner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { notificationsQueryKeys } from './notifications-query-keys';

export const getReadNotifications = (signal?: AbortSignal) => apiGet<AppNotification[]>('/notifications/read', undefined, signal);

export const readNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKeys.read,
    queryFn: ({ signal }) => getReadNotifications(signal),
    staleTime: 0,
    meta: { silentError: true },
  });

export const useReadNotifications = () => useQuery(readNotificationsQueryOptions());
