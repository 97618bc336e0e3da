// GET /api/calendars/all: the company's active business calendars (a branch's 'Horario' drop-down).
import { useQuery } from '@tanstack/react-query';
import type { CalendarItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getCalendarOptions = (signal?: AbortSignal) => apiGet<CalendarItem[]>('/calendars/all', undefined, signal);

export const calendarOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.calendars(), getCalendarOptions);

export const useCalendarOptions = () => useQuery(calendarOptionsQueryOptions());
