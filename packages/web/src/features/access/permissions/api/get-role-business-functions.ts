// GET /api/roles/{id}/business-functions: the permissions a role holds (role mode's assigned list).
import { queryOptions } from '@tanstack/react-query';
import type { AssignmentOption } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { permissionsQueryKeys } from './permissions-query-keys';

export const getRoleBusinessFunctions = (roleId: number, signal?: AbortSignal) =>
  apiGet<AssignmentOption[]>(`/roles/${roleId}/business-functions`, undefined, signal);

// Always read again: the screen reloads the assigned list whenever the selection changes
// (docs/product/access.md#permissions).
export const roleBusinessFunctionsQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: permissionsQueryKeys.of('role', roleId),
    queryFn: ({ signal }) => getRoleBusinessFunctions(roleId, signal),
    staleTime: 0,
  });
