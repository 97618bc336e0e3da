// GET /api/cannedresponses: the shared responses and the user's own personal ones, active or not (permission 27).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CannedResponse } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const getCannedResponses = (signal?: AbortSignal) => apiGet<CannedResponse[]>('/cannedresponses', undefined, signal);

export const cannedResponsesQueryOptions = () =>
  queryOptions({ queryKey: cannedResponsesQueryKeys.list, queryFn: ({ signal }) => getCannedResponses(signal) });

export const useCannedResponses = () => useQuery(cannedResponsesQueryOptions());
