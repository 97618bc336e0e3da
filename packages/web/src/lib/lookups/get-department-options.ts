// GET /api/deparments/all: the active departments, for the category's department.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getDepartmentOptions = (signal?: AbortSignal) => apiGet<LookupItem[]>('/deparments/all', undefined, signal);

export const departmentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.departments(),
    queryFn: ({ signal }) => getDepartmentOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useDepartmentOptions = () => useQuery(departmentOptionsQueryOptions());
