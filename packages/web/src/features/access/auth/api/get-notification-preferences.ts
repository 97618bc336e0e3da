// GET /api/users/me/preferences: whether the signed-in user receives notifications by e-mail too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

export const preferencesQueryKey = ['auth', 'preferences'] as const;

export interface NotificationPreferences {
  emailNotifications: boolean;
}

export const getNotificationPreferences = (signal?: AbortSignal) =>
  apiGet<NotificationPreferences>('/users/me/preferences', undefined, signal);

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getNotificationPreferences(signal) });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
