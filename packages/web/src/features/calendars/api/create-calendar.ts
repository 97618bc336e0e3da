// POST /api/calendars: a new calendar (the company's first active one becomes the default).
import type { Calendar, CalendarInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { calendarsQueryKeys } from './calendars-query-keys';

export const createCalendar = (input: CalendarInputParsed) => apiPost<Calendar>('/calendars', input);

export const useCreateCalendar = () => useCatalogueMutation(createCalendar, [calendarsQueryKeys.all]);
