// GET /api/usergroups/all: active groups, for the sub-category's group.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getUserGroupOptions = (signal?: AbortSignal) => apiGet<LookupItem[]>('/usergroups/all', undefined, signal);

export const userGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('user-groups'),
    queryFn: ({ signal }) => getUserGroupOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useUserGroupOptions = () => useQuery(userGroupOptionsQueryOptions());
