// GET /api/states/all: the states of Mexico, for the branch address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys, REFERENCE_STALE_TIME_MS } from './lookup-keys';

export const getStates = (signal?: AbortSignal) => apiGet<State[]>('/states/all', undefined, signal);

export const statesQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.states(), queryFn: ({ signal }) => getStates(signal), staleTime: REFERENCE_STALE_TIME_MS });

export const useStates = () => useQuery(statesQueryOptions());
