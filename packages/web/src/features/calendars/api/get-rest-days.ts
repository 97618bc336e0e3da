// GET /api/calendars/rest-days/{year}: Mexico's federal rest days of a year (Ley Federal del Trabajo, art. 74).
import { queryOptions } from '@tanstack/react-query';
import type { RestDay } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { calendarsQueryKeys } from './calendars-query-keys';

export const getRestDays = (year: number, signal?: AbortSignal) =>
  apiGet<RestDay[]>(`/calendars/rest-days/${year}`, undefined, signal);

/** A year's rest days never change: fetched once per year and kept. */
export const restDaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: calendarsQueryKeys.of('rest-days', year),
    queryFn: ({ signal }) => getRestDays(year, signal),
    staleTime: Infinity,
  });
