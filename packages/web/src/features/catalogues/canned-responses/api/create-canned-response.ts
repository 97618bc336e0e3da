// POST /api/cannedresponses: a new response, owned by the user who writes it.
import type { CannedResponse, CannedResponseInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const createCannedResponse = (input: CannedResponseInputParsed) => apiPost<CannedResponse>('/cannedresponses', input);

export const useCreateCannedResponse = () => useCatalogueMutation(createCannedResponse, [cannedResponsesQueryKeys.all]);
