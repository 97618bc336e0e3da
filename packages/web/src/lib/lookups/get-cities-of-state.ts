// GET /api/cities/state/{stateId}: the municipalities of one state, reloaded whenever the address's state changes.
import { useQuery } from '@tanstack/react-query';
import type { City } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys, REFERENCE_STALE_TIME_MS } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getCitiesOfState = (stateId: number, signal?: AbortSignal) =>
  apiGet<City[]>(`/cities/state/${stateId}`, undefined, signal);

export const citiesOfStateQueryOptions = (stateId: number) =>
  lookupQueryOptions(lookupKeys.citiesOfState(stateId), (signal) => getCitiesOfState(stateId, signal), REFERENCE_STALE_TIME_MS);

/** Disabled until a state is chosen. */
export const useCitiesOfState = (stateId: number | null) =>
  useQuery({ ...citiesOfStateQueryOptions(stateId ?? 0), enabled: !!stateId });
