// GET /api/business-functions/{id}/roles: the roles holding a permission (permission mode's assigned list).
import { queryOptions } from '@tanstack/react-query';
import type { AssignmentOption } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { permissionsQueryKeys } from './permissions-query-keys';

export const getBusinessFunctionRoles = (businessFunctionId: number, signal?: AbortSignal) =>
  apiGet<AssignmentOption[]>(`/business-functions/${businessFunctionId}/roles`, undefined, signal);

// Always read again: the screen reloads the assigned list whenever the selection changes
// (docs/product/access.md#permissions).
export const businessFunctionRolesQueryOptions = (businessFunctionId: number) =>
  queryOptions({
    queryKey: permissionsQueryKeys.of('businessFunction', businessFunctionId),
    queryFn: ({ signal }) => getBusinessFunctionRoles(businessFunctionId, signal),
    staleTime: 0,
  });
