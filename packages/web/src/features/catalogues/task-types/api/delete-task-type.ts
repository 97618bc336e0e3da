// DELETE /api/tasktypes/{id}: deactivates a task type; it stays listed with isActive false
// (docs/product/catalogues.md#catalogue-screens-in-common).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const deleteTaskType = (id: number) => apiDelete<ResultAnswer>(`/tasktypes/${id}`);

export const useDeleteTaskType = () => useCatalogueMutation(deleteTaskType, [taskTypesQueryKeys.all]);
