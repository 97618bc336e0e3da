// GET /api/cannedresponses/{id}: one response for its detail.
import type { CannedResponse } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { cannedResponsesQueryKeys } from './canned-responses-query-keys';

export const getCannedResponse = (id: number, signal?: AbortSignal) =>
  apiGet<CannedResponse>(`/cannedresponses/${id}`, undefined, signal);

export const useCannedResponse = (id: number | null) => useCatalogueRecord(cannedResponsesQueryKeys, getCannedResponse, id);
