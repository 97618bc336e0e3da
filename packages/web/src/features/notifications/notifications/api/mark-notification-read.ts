// PUT /api/notifications/{id}: marks one notification read. It leaves the list at once (for 'Ver anteriores'); if
// the server refuses, the list is read again and the user is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { removeNotification } from './notifications-cache';
import { notificationsQueryKeys } from './notifications-query-keys';

export const markNotificationRead = (notificationId: number) => apiPut<{ result: boolean }>(`/notifications/${notificationId}`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: AppNotification) => markNotificationRead(notification.notificationId),
    onMutate: (notification) => removeNotification(queryClient, notification.notificationId),
    onError: (error) => {
      notify.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.unread });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.read }),
  });
}
