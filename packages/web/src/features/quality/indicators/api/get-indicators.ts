// GET /api/indicators: the figures of a range of days under the filters (permission 31,
// docs/product/service-quality.md#indicators). While a new range or filter loads, the screen keeps the figures it shows.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Indicators } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { indicatorsQueryKeys, type IndicatorsRequest } from './indicators-query-keys';

export const getIndicators = (request: IndicatorsRequest, signal?: AbortSignal) =>
  apiGet<Indicators>('/indicators', { ...request }, signal);

export const indicatorsQueryOptions = (request: IndicatorsRequest) =>
  queryOptions({
    queryKey: indicatorsQueryKeys.figures(request),
    queryFn: ({ signal }) => getIndicators(request, signal),
    staleTime: 0,
  });

export const useIndicators = (request: IndicatorsRequest) =>
  useQuery({ ...indicatorsQueryOptions(request), placeholderData: keepPreviousData });
