// Wall-clock values a calendar is written in: 'HH:mm' times, 'YYYY-MM-DD' dates and IANA time-zone names.
/** A start time: 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The one end time that is not a start time: the end of the day, so a range can run until midnight. */
export const END_OF_DAY = '24:00';
export const MINUTES_PER_DAY = 1440;
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';
/** Universal time is valid everywhere but Intl.supportedValuesOf leaves it out of its list. */
const UNIVERSAL_TIME_ZONE = 'UTC';

export const isStartTime = (value: string) => TIME_PATTERN.test(value);
export const isEndTime = (value: string) => TIME_PATTERN.test(value) || value === END_OF_DAY;

/** Minutes since midnight of an 'HH:mm' time ('24:00' is 1440). */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A real calendar date written 'YYYY-MM-DD' (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date 'YYYY-MM-DD' an instant falls on in a time zone: today there, by default. */
export function calendarDateIn(zone: string, at: Date = new Date()): string {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** IANA zone names this runtime knows, 'UTC' first. */
export function supportedTimeZones(): string[] {
  return [UNIVERSAL_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')];
}

let knownZones: ReadonlySet<string> | undefined;
export function isSupportedTimeZone(zone: string): boolean {
  knownZones ??= new Set(supportedTimeZones());
  return knownZones.has(zone);
}
