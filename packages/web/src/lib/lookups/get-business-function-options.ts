// GET /api/business-functions/all: the active permissions (business functions) as {value, label}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentOption } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getBusinessFunctionOptions = (signal?: AbortSignal) =>
  apiGet<AssignmentOption[]>('/business-functions/all', undefined, signal);

export const businessFunctionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.businessFunctions(),
    queryFn: ({ signal }) => getBusinessFunctionOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useBusinessFunctionOptions = () => useQuery(businessFunctionOptionsQueryOptions());
