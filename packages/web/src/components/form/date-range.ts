// Date ranges of the finding-work filters: days as 'YYYY-MM-DD' in the form, whole days as ISO instants for the API.
import { z } from 'zod';
import { dayjs } from '@/lib/dates';

export const DAY_FORMAT = 'YYYY-MM-DD';
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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha requerida');

/** Fields of a form's date range; pair with `refineDateRange` on the whole form schema. */
export const dateRangeShape = { startDate: day, endDate: day };

/** The end day may not come before the start day (message on the end field). */
export function refineDateRange(range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (range.startDate > range.endDate) ctx.addIssue({ code: 'custom', message: INVALID_RANGE_MESSAGE, path: ['endDate'] });
}
