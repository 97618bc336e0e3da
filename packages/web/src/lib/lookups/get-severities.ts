// GET /api/severities/all: the active severities in their natural order (Baja, Media, Alta, Crítica).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Priority } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getSeverities = (signal?: AbortSignal) => apiGet<Priority[]>('/severities/all', undefined, signal);

export const severitiesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.severities(),
    queryFn: ({ signal }) => getSeverities(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useSeverities = () => useQuery(severitiesQueryOptions());
