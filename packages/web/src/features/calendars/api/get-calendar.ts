// GET /api/calendars/{id}: one calendar for its detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Calendar } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { calendarsQueryKeys } from './calendars-query-keys';

export const getCalendar = (id: number, signal?: AbortSignal) => apiGet<Calendar>(`/calendars/${id}`, undefined, signal);

export const calendarQueryOptions = (id: number) =>
  queryOptions({ queryKey: calendarsQueryKeys.detail(id), queryFn: ({ signal }) => getCalendar(id, signal), staleTime: 0 });

export const useCalendar = (id: number | null) => useQuery({ ...calendarQueryOptions(id ?? 0), enabled: id !== null });
