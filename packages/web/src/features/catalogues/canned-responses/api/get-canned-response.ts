// GET /api/cannedresponses/{id}: one response for its detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CannedResponse } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const getCannedResponse = (id: number, signal?: AbortSignal) =>
  apiGet<CannedResponse>(`/cannedresponses/${id}`, undefined, signal);

export const cannedResponseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: cannedResponsesQueryKeys.detail(id),
    queryFn: ({ signal }) => getCannedResponse(id, signal),
    staleTime: 0,
  });

export const useCannedResponse = (id: number | null) =>
  useQuery({ ...cannedResponseQueryOptions(id ?? 0), enabled: id !== null });
