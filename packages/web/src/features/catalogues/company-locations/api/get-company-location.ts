// GET /api/companylocations/{id}: one branch with its address.
import type { CompanyLocation } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const getCompanyLocation = (id: number, signal?: AbortSignal) =>
  apiGet<CompanyLocation>(`/companylocations/${id}`, undefined, signal);

export const useCompanyLocation = (id: number | null) => useCatalogueRecord(companyLocationsQueryKeys, getCompanyLocation, id);
