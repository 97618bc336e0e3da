// dayjs set to Mexican Spanish with the plugins the formats of docs/product/conventions.md#language-dates-and-times
// need ('hace 3 horas', localized formats).
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);
dayjs.locale('es-mx');

/** A day without its time, '18/11/2026'. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Screens and exports: a 12-hour clock with its marker, '18/11/2026 06:50 PM'. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';
/** The change-password session card's running clock, to the second: '18/11/2026 18:50:02'. */
export const CLOCK_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const LONG_DATE_FORMAT = 'DD MMMM [del] YYYY';

export const formatDate = (value: dayjs.ConfigType, format: string = DATE_TIME_FORMAT) => dayjs(value).format(format);
export const fromNow = (value: dayjs.ConfigType) => dayjs(value).fromNow();

/** Due today or earlier: red in 'Tickets por expirar' and on a pending first response. */
export const isDue = (dueDate: dayjs.ConfigType, now = dayjs()) => !dayjs(dueDate).isAfter(now.endOf('day'));

export { dayjs };
