// GET /api/users/{id}: one user for the edit form, with what the caller may do and whether its second step is on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { usersQueryKeys } from './users-query-keys';

export const getUser = (id: number, signal?: AbortSignal) => apiGet<UserDetail>(`/users/${id}`, undefined, signal);

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersQueryKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal), staleTime: 0 });

export const useUser = (id: number | undefined) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
