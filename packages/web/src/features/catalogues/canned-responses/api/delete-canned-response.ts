// DELETE /api/cannedresponses/{id}: removes a response (messages keep the text they copied).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const deleteCannedResponse = (id: number) => apiDelete<ResultAnswer>(`/cannedresponses/${id}`);

export const useDeleteCannedResponse = () => useCatalogueMutation(deleteCannedResponse, [cannedResponsesQueryKeys.all]);
