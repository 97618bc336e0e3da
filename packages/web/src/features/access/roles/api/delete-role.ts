// DELETE /api/roles/{id}: removes a role; 409 while users hold it (docs/product/access.md#roles).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { rolesQueryKeys } from './roles-query-keys';

export const deleteRole = (id: number) => apiDelete<ResultAnswer>(`/roles/${id}`);

export const useDeleteRole = () => useCatalogueMutation(deleteRole, [rolesQueryKeys.all]);
