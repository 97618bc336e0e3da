// GET /api/cities/state/{stateId}: the municipalities of one state, reloaded whenever the address's state changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { City } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { lookupKey } from '@/lib/lookups/lookup-query';

const REFERENCE_STALE_TIME_MS = 60 * 60_000;

export const getCitiesOfState = (stateId: number, signal?: AbortSignal) =>
  apiGet<City[]>(`/cities/state/${stateId}`, undefined, signal);

export const citiesOfStateQueryOptions = (stateId: number) =>
  queryOptions({
    queryKey: lookupKey('cities', stateId),
    queryFn: ({ signal }) => getCitiesOfState(stateId, signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });

/** Disabled until a state is chosen. */
export const useCitiesOfState = (stateId: number | null) =>
  useQuery({ ...citiesOfStateQueryOptions(stateId ?? 0), enabled: !!stateId });
