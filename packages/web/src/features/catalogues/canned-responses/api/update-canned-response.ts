// PUT /api/cannedresponses/{id}: saves a response.
import type { CannedResponse, CannedResponseInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const updateCannedResponse = ({ id, input }: { id: number; input: CannedResponseInputParsed }) =>
  apiPut<CannedResponse>(`/cannedresponses/${id}`, input);

export const useUpdateCannedResponse = () => useCatalogueMutation(updateCannedResponse, [cannedResponsesQueryKeys.all]);
