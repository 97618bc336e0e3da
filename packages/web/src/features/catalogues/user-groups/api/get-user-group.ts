// GET /api/usergroups/{id}: one group with its members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const getUserGroup = (id: number, signal?: AbortSignal) => apiGet<UserGroup>(`/usergroups/${id}`, undefined, signal);

export const userGroupQueryOptions = (id: number) =>
  queryOptions({ queryKey: userGroupsQueryKeys.detail(id), queryFn: ({ signal }) => getUserGroup(id, signal), staleTime: 0 });

export const useUserGroup = (id: number | null) => useQuery({ ...userGroupQueryOptions(id ?? 0), enabled: id !== null });
