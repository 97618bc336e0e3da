// PUT /api/notifications/read-all: 'Marcar todas como leídas', up to the newest notification the panel shows, so one
// arriving meanwhile stays unread. They leave the list at once; if the server refuses, the list is read again and the
// user is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAllNotificationsInput } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { removeNotificationsUpTo } from './notifications-cache';
import { notificationsQueryKeys } from './notifications-query-keys';

export const markAllNotificationsRead = (input: ReadAllNotificationsInput) =>
  apiPut<{ count: number }>('/notifications/read-all', input);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => markAllNotificationsRead({ upToId }),
    onMutate: (upToId) => removeNotificationsUpTo(queryClient, upToId),
    onError: (error) => {
      notify.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.unread });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.read }),
  });
}
