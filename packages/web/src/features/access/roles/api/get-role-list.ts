// GET /api/roles: every role, active or not, with whether it may be edited (admin list, permission 12).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const getRoleList = (signal?: AbortSignal) => apiGet<Role[]>('/roles', undefined, signal);

export const roleListQueryOptions = () =>
  queryOptions({ queryKey: rolesQueryKeys.list, queryFn: ({ signal }) => getRoleList(signal) });

export const useRoleList = () => useQuery(roleListQueryOptions());
