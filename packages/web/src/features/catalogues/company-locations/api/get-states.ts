// GET /api/states/all: the states of Mexico, for the branch address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { lookupKey } from '@/lib/lookups/lookup-query';

const REFERENCE_STALE_TIME_MS = 60 * 60_000;

export const getStates = (signal?: AbortSignal) => apiGet<State[]>('/states/all', undefined, signal);

export const statesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('states'), queryFn: ({ signal }) => getStates(signal), staleTime: REFERENCE_STALE_TIME_MS });

export const useStates = () => useQuery(statesQueryOptions());
