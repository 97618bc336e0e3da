// GET /api/calendars: every calendar, active or not (admin list, permission 29).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Calendar } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { calendarsQueryKeys } from './calendars-query-keys';

export const getCalendars = (signal?: AbortSignal) => apiGet<Calendar[]>('/calendars', undefined, signal);

export const calendarsQueryOptions = () =>
  queryOptions({ queryKey: calendarsQueryKeys.list, queryFn: ({ signal }) => getCalendars(signal) });

export const useCalendars = () => useQuery(calendarsQueryOptions());
