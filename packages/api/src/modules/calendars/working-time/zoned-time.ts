// Wall-clock time in an IANA zone, from Intl alone: the local date of an instant, and the instant at which a local
// date shows a given minute. A calendar's working time is exactly the instants whose wall clock falls inside one of its
// ranges, so at a daylight-saving change a skipped wall time maps to the change itself, and a repeated one to its
// first occurrence. (dayjs' timezone plugin moves skipped times forward by the gap instead, which would count an
// hour nobody's clock showed.)

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, written as if it were UTC milliseconds (whole seconds). */
function wallClockMs(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** Offsets already read, by zone and whole second: deadlines of many tickets cross the same days. */
const offsetCache = new Map<string, number>();
/** Bounds the cache; past it the cache starts over (entries are cheap to read again). */
const OFFSET_CACHE_LIMIT = 50_000;

/** How far the zone's wall clock runs ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(zone: string, instant: number): number {
  const wholeSecond = Math.floor(instant / SECOND_MS) * SECOND_MS;
  const key = `${zone}|${wholeSecond}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = wallClockMs(zone, wholeSecond) - wholeSecond;
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

export function civilDateOf(zone: string, instant: number): CivilDate {
  return civilDateOfUtc(instant + zoneOffsetMs(zone, instant));
}

export function civilDateOfUtc(ms: number): CivilDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (date: CivilDate, days: number): CivilDate => civilDateOfUtc(wallMidnight(date) + days * DAY_MS);

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CivilDate): number {
  const sundayFirst = new Date(wallMidnight(date)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
export const isoDate = (date: CivilDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** Local midnight of a date written as UTC milliseconds: wall clocks are compared on this scale. */
export const wallMidnight = (date: CivilDate) => Date.UTC(date.year, date.month - 1, date.day);

/** Milliseconds the zone's wall clock shows past the midnight of `date` at an instant. */
export const wallTimeOfDay = (zone: string, date: CivilDate, instant: number) =>
  instant + zoneOffsetMs(zone, instant) - wallMidnight(date);

/**
 * The instant at which `date` shows `msOfDay` on the zone's wall clock (a whole day is the next midnight). A wall time
 * shown twice (clocks turned back) gives the first instant; one never shown (clocks turned forward) gives the instant
 * of the change, where the skipped stretch would have been.
 */
export function instantOf(zone: string, date: CivilDate, msOfDay: number): number {
  const wall = wallMidnight(date) + msOfDay;
  // Zones change offset at most once within a day either side, so the offsets a day apart are the only candidates.
  const offsetBefore = zoneOffsetMs(zone, wall - DAY_MS);
  const offsetAfter = zoneOffsetMs(zone, wall + DAY_MS);
  const shown = [wall - offsetBefore, wall - offsetAfter].filter((instant) => wall - instant === zoneOffsetMs(zone, instant));
  if (shown.length > 0) return Math.min(...shown);
  return changeInstant(zone, wall - offsetAfter, wall - offsetBefore);
}

/**
 * The instant of any wall time of `date`: the day's one offset when the zone keeps it from the day before to the day
 * after (nearly every day), else instantOf for each time.
 */
export function dayClock(zone: string, date: CivilDate): (msOfDay: number) => number {
  const midnight = wallMidnight(date);
  const offsetBefore = zoneOffsetMs(zone, midnight - DAY_MS);
  const offsetAfter = zoneOffsetMs(zone, midnight + 2 * DAY_MS);
  if (offsetBefore === offsetAfter) return (msOfDay) => midnight + msOfDay - offsetBefore;
  return (msOfDay) => instantOf(zone, date, msOfDay);
}

/** The first instant in (from, to] with the offset `to` has: where a forward change happened. */
function changeInstant(zone: string, from: number, to: number): number {
  const offsetAfterChange = zoneOffsetMs(zone, to);
  let low = from;
  let high = to;
  while (high - low > SECOND_MS) {
    const middle = Math.floor((low + high) / 2 / SECOND_MS) * SECOND_MS;
    if (zoneOffsetMs(zone, middle) === offsetAfterChange) high = middle;
    else low = middle;
  }
  return high;
}
