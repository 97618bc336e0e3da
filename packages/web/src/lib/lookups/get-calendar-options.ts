// GET /api/calendars/all: the company's active business calendars (a branch's 'Horario' drop-down).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getCalendarOptions = (signal?: AbortSignal) => apiGet<CalendarItem[]>('/calendars/all', undefined, signal);

export const calendarOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.calendars(),
    queryFn: ({ signal }) => getCalendarOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCalendarOptions = () => useQuery(calendarOptionsQueryOptions());
