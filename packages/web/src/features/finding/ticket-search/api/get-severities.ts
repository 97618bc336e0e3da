// GET /api/severities/all: active severities in their natural order (Baja, Media, Alta, Crítica).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Priority } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getSeverities = (signal?: AbortSignal) => apiGet<Priority[]>('/severities/all', undefined, signal);

export const severitiesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('severities'),
    queryFn: ({ signal }) => getSeverities(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useSeverities = () => useQuery(severitiesQueryOptions());
