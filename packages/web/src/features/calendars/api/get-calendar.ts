// GET /api/calendars/{id}: one calendar for its detail.
import type { Calendar } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { calendarsQueryKeys } from './calendars-query-keys';

export const getCalendar = (id: number, signal?: AbortSignal) => apiGet<Calendar>(`/calendars/${id}`, undefined, signal);

export const useCalendar = (id: number | null) => useCatalogueRecord(calendarsQueryKeys, getCalendar, id);
