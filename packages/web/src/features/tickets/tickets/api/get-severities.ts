// GET /api/severities/all: active severities (Baja, Media, Alta, Crítica).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Priority } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS } from '@/lib/lookups/lookup-query';
import { ticketQueryKeys } from './tickets-query-keys';

export const getSeverities = (signal?: AbortSignal) => apiGet<Priority[]>('/severities/all', undefined, signal);

export const severitiesQueryOptions = () =>
  queryOptions({
    queryKey: ticketQueryKeys.severities(),
    queryFn: ({ signal }) => getSeverities(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useSeverities = () => useQuery(severitiesQueryOptions());
