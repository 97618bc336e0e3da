// GET /api/usergroups: every group with its members, active or not (admin list, permission 11).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const getUserGroups = (signal?: AbortSignal) => apiGet<UserGroup[]>('/usergroups', undefined, signal);

export const userGroupsQueryOptions = () =>
  queryOptions({ queryKey: userGroupsQueryKeys.list, queryFn: ({ signal }) => getUserGroups(signal) });

export const useUserGroups = () => useQuery(userGroupsQueryOptions());
