// GET /api/usergroups/all: the active groups, for the sub-category's group.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getUserGroupOptions = (signal?: AbortSignal) => apiGet<LookupItem[]>('/usergroups/all', undefined, signal);

export const userGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.userGroups(),
    queryFn: ({ signal }) => getUserGroupOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useUserGroupOptions = () => useQuery(userGroupOptionsQueryOptions());
