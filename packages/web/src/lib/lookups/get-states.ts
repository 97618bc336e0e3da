// GET /api/states/all: the states of Mexico, for the branch address.
import { useQuery } from '@tanstack/react-query';
import type { State } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys, REFERENCE_STALE_TIME_MS } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getStates = (signal?: AbortSignal) => apiGet<State[]>('/states/all', undefined, signal);

export const statesQueryOptions = () => lookupQueryOptions(lookupKeys.states(), getStates, REFERENCE_STALE_TIME_MS);

export const useStates = () => useQuery(statesQueryOptions());
