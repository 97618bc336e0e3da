// PUT /api/calendars/{id}: saves a calendar; making it the default unsets the previous one.
import type { Calendar, CalendarInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { calendarsQueryKeys } from './calendars-query-keys';

export const updateCalendar = ({ id, input }: { id: number; input: CalendarInputParsed }) =>
  apiPut<Calendar>(`/calendars/${id}`, input);

export const useUpdateCalendar = () => useCatalogueMutation(updateCalendar, [calendarsQueryKeys.all]);
