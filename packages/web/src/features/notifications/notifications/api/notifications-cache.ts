// Changes to the cached unread list: a notification arriving live, or one or all leaving once read.
import type { QueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@tms/contracts';
import { notificationsQueryKeys } from './notifications-query-keys';

/** Newest first; a notification already listed (a stream replay) is not added twice. */
export function addNotification(queryClient: QueryClient, notification: AppNotification) {
  queryClient.setQueryData<AppNotification[]>(notificationsQueryKeys.unread, (current = []) =>
    current.some((item) => item.notificationId === notification.notificationId) ? current : [notification, ...current],
  );
}

export function removeNotification(queryClient: QueryClient, notificationId: number) {
  queryClient.setQueryData<AppNotification[]>(notificationsQueryKeys.unread, (current = []) =>
    current.filter((item) => item.notificationId !== notificationId),
  );
}

/** All those up to `upToId` ('Marcar todas como leídas'); newer ones, arrived meanwhile, stay. */
export function removeNotificationsUpTo(queryClient: QueryClient, upToId: number) {
  queryClient.setQueryData<AppNotification[]>(notificationsQueryKeys.unread, (current = []) =>
    current.filter((item) => item.notificationId > upToId),
  );
}
