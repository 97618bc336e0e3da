// DELETE /api/deparments/{id}: deactivates a department; it stays listed with isActive false
// (docs/product/catalogues.md#catalogue-screens-in-common).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { departmentsQueryKeys } from './departments-query-keys';

export const deleteDepartment = (id: number) => apiDelete<ResultAnswer>(`/deparments/${id}`);

export const useDeleteDepartment = () => useCatalogueMutation(deleteDepartment, [departmentsQueryKeys.all]);
