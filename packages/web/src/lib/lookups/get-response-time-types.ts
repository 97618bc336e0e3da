// GET /api/responsetimetypes/all: the units of an SLA level (minutos, horas, días).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseTimeType } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getResponseTimeTypes = (signal?: AbortSignal) =>
  apiGet<ResponseTimeType[]>('/responsetimetypes/all', undefined, signal);

export const responseTimeTypesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.responseTimeTypes(),
    queryFn: ({ signal }) => getResponseTimeTypes(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useResponseTimeTypes = () => useQuery(responseTimeTypesQueryOptions());
