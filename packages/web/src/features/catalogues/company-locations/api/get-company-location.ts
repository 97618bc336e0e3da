// GET /api/companylocations/{id}: one branch with its address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyLocation } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const getCompanyLocation = (id: number, signal?: AbortSignal) =>
  apiGet<CompanyLocation>(`/companylocations/${id}`, undefined, signal);

export const companyLocationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyLocationsQueryKeys.detail(id),
    queryFn: ({ signal }) => getCompanyLocation(id, signal),
    staleTime: 0,
  });

export const useCompanyLocation = (id: number | null) =>
  useQuery({ ...companyLocationQueryOptions(id ?? 0), enabled: id !== null });
