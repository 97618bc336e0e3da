// GET /api/users/all: the active users, for the member dialogs of the catalogues; with ?internal=true the internal
// ones only, for the owner (responsible) pickers: clients and providers are never responsibles (PRODUCT.md §5).
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

export const getInternalUsers = (signal?: AbortSignal) => apiGet<UserSearchItem[]>('/users/all', { internal: 'true' }, signal);

export const internalUsersQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.internalUsers(),
    queryFn: ({ signal }) => getInternalUsers(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

/** The users a catalogue may name as responsible: active and internal. */
export const useInternalUsers = () => useQuery(internalUsersQueryOptions());

export const userLabel = (user: Pick<UserSearchItem, 'displayName' | 'userName'>) => `${user.displayName} (${user.userName})`;
