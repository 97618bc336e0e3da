// DELETE /api/automations/{id}: deactivates a rule (its runs stay readable).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { automationsQueryKeys } from './automations-query-keys';

export const deleteAutomation = (id: number) => apiDelete<ResultAnswer>(`/automations/${id}`);

export const useDeleteAutomation = () => useCatalogueMutation(deleteAutomation, [automationsQueryKeys.all]);
