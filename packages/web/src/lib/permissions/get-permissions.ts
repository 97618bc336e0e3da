// GET /api/auth/permissions: the business functions (id, url) the signed-in user's role holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/use-session';

export const getPermissions = (signal?: AbortSignal) => apiGet<PermissionItem[]>('/auth/permissions', undefined, signal);

export const permissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['auth', 'permissions', userId],
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: 5 * 60_000,
  });

export function usePermissions() {
  const session = useSession();
  return useQuery({ ...permissionsQueryOptions(session?.id ?? 0), enabled: !!session });
}
