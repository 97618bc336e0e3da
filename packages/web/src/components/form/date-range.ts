// Date ranges of the finding-work filters: days as 'YYYY-MM-DD' in the form, whole days as ISO instants for the API.
// A date field (form-date-field.tsx) holds '' while empty and INVALID_DAY while what was typed is no real date.
import { z } from 'zod';
import { isCalendarDate } from '@tms/contracts';
import { dayjs } from '@/lib/dates';

export const DAY_FORMAT = 'YYYY-MM-DD';
/** What a date field holds while its text is no real day (01/11/0026, 31/02/2026, 12/MM/AAAA). */
export const INVALID_DAY = 'invalid-day';
export const DAY_REQUIRED_MESSAGE = 'Fecha requerida';
export const DAY_INVALID_MESSAGE = 'Fecha no válida';
export const INVALID_RANGE_MESSAGE = 'La fecha final debe ser posterior a la inicial';

/** From the first day of the current month to today (docs/product/finding.md#buscador: start of month, end of today). */
export const currentMonthRange = () => ({
  startDate: dayjs().startOf('month').format(DAY_FORMAT),
  endDate: dayjs().format(DAY_FORMAT),
});

/** The first instant of the start day and the last instant of the end day, in the browser's time zone. */
export const rangeToInstants = (startDate: string, endDate: string) => ({
  start: dayjs(startDate).startOf('day').toISOString(),
  end: dayjs(endDate).endOf('day').toISOString(),
});

/** A day 'YYYY-MM-DD': 'Fecha requerida' when the field is empty, 'Fecha no válida' when its text is no real day. */
const day = z
  .string()
  .refine((value) => value !== '', { message: DAY_REQUIRED_MESSAGE, abort: true })
  .refine(isCalendarDate, DAY_INVALID_MESSAGE);

/** Fields of a form's date range; pair with `refineDateRange` on the whole form schema. */
export const dateRangeShape = { startDate: day, endDate: day };

/** The end day may not come before the start day (message on the end field). */
export function refineDateRange(range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (isCalendarDate(range.startDate) && isCalendarDate(range.endDate) && range.startDate > range.endDate)
    ctx.addIssue({ code: 'custom', message: INVALID_RANGE_MESSAGE, path: ['endDate'] });
}
