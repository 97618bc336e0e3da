// GET /api/companylocations/all: active branches.
import { useQuery } from '@tanstack/react-query';
import type { CompanyLocationItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getCompanyLocations = (signal?: AbortSignal) =>
  apiGet<CompanyLocationItem[]>('/companylocations/all', undefined, signal);

export const companyLocationsQueryOptions = () => lookupQueryOptions(lookupKeys.companyLocations(), getCompanyLocations);

export const useCompanyLocations = () => useQuery(companyLocationsQueryOptions());
