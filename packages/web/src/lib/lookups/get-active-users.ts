// GET /api/users/all: the active users, for the owner (responsible) pickers and the member dialogs of the catalogues.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSearchItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getActiveUsers = (signal?: AbortSignal) => apiGet<UserSearchItem[]>('/users/all', undefined, signal);

export const activeUsersQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.activeUsers(),
    queryFn: ({ signal }) => getActiveUsers(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useActiveUsers = () => useQuery(activeUsersQueryOptions());

export const userLabel = (user: Pick<UserSearchItem, 'displayName' | 'userName'>) => `${user.displayName} (${user.userName})`;
