// GET /api/companylocations: every branch with its address, active or not (admin list, permission 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyLocation } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const getCompanyLocations = (signal?: AbortSignal) => apiGet<CompanyLocation[]>('/companylocations', undefined, signal);

export const companyLocationsQueryOptions = () =>
  queryOptions({ queryKey: companyLocationsQueryKeys.list, queryFn: ({ signal }) => getCompanyLocations(signal) });

export const useCompanyLocationList = () => useQuery(companyLocationsQueryOptions());
