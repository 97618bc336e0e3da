// GET /api/companylocations/all: active branches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyLocationItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getCompanyLocations = (signal?: AbortSignal) =>
  apiGet<CompanyLocationItem[]>('/companylocations/all', undefined, signal);

export const companyLocationsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.companyLocations(),
    queryFn: ({ signal }) => getCompanyLocations(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCompanyLocations = () => useQuery(companyLocationsQueryOptions());
