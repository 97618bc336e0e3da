// PUT /api/users/me/preferences: turns e-mail notifications on or off for oneself (in-app ones always stay).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api/api-client';
import { preferencesQueryKey, type NotificationPreferences } from './get-notification-preferences';

export const updateNotificationPreferences = (preferences: NotificationPreferences) =>
  apiPut<NotificationPreferences>('/users/me/preferences', preferences);

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
