// SLA time in a business calendar (docs/product/calendars.md#working-time-and-sla-deadlines), pure: the deadline of a
// response time counted in working time, the working time between two instants, and the 80% warning instant. Without a
// calendar time runs 24×7.
//
// minutos and horas count working minutes: the deadline is the instant at which that much working time has passed
// after the start. días count working days: the start's working moment (its own, or the next one when it falls in a
// closed period) is carried the given number of working days ahead, at the same wall-clock share of that day's ranges
// (so 10:00 stays 10:00, across a daylight-saving change too); on a shorter day it is the end of that day's work.
import { calendarMessages } from '@tms/contracts';
import { dayRanges, refuse, type WorkingCalendar, type WorkingRange } from './working-calendar';
import { addDays, civilDateOf, DAY_MS, instantOf, MINUTE_MS, wallTimeOfDay, type CivilDate } from './zoned-time';

/** The codes of the response-time types (docs/product/catalogues.md#reference-data). */
export const RESPONSE_TIME_UNITS = ['minutos', 'horas', 'días'] as const;
export type ResponseTimeUnit = (typeof RESPONSE_TIME_UNITS)[number];

const HOUR_MS = 60 * MINUTE_MS;
const UNIT_MS: Record<ResponseTimeUnit, number> = { minutos: MINUTE_MS, horas: HOUR_MS, días: DAY_MS };
/** Share of the SLA after which the assignee is warned. */
export const SLA_WARNING_FRACTION = 0.8;
/** How far ahead a deadline is searched before the calendar is judged unable to hold it. */
const HORIZON_YEARS = 20;
const HORIZON_DAYS = HORIZON_YEARS * 366;

interface WorkingDay {
  date: CivilDate;
  ranges: WorkingRange[];
}

/**
 * The local dates that have working time, in order, from the day before `instant` (whose work may run up to a
 * midnight after it); past the horizon the calendar is refused.
 */
function* workingDaysFrom(calendar: WorkingCalendar, instant: number): Generator<WorkingDay, never> {
  const first = addDays(civilDateOf(calendar.timezone, instant), -1);
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(first, offset);
    const ranges = dayRanges(calendar, date);
    if (ranges.length > 0) yield { date, ranges };
  }
  throw refuse(calendarMessages.horizonExceeded(HORIZON_YEARS));
}

/** The instant at which `durationMs` of working time has passed after `start` (the first working moment for 0). */
export function addWorkingTime(calendar: WorkingCalendar, start: number, durationMs: number): number {
  let remaining = durationMs;
  let cursor = start;
  const workingDays = workingDaysFrom(calendar, start);
  for (;;) {
    for (const range of workingDays.next().value.ranges) {
      const from = Math.max(range.start, cursor);
      if (range.end <= from) continue;
      if (remaining <= range.end - from) return from + remaining;
      remaining -= range.end - from;
      cursor = range.end;
    }
  }
}

/** Working time in [from, to), in milliseconds. */
export function workingTimeBetween(calendar: WorkingCalendar, from: number, to: number): number {
  let total = 0;
  let cursor = from;
  if (to <= from) return total;
  const workingDays = workingDaysFrom(calendar, from);
  for (;;) {
    const { ranges } = workingDays.next().value;
    if (ranges[0].start >= to) return total;
    for (const range of ranges) {
      const start = Math.max(range.start, cursor);
      const end = Math.min(range.end, to);
      if (end > start) {
        total += end - start;
        cursor = end;
      }
    }
  }
}

/** Whole working minutes from `from` to `to` in `calendar`, or in plain time without one (24×7). */
export function workingMinutesBetween(calendar: WorkingCalendar | null, from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  const ms = calendar === null ? Math.max(0, end - start) : workingTimeBetween(calendar, start, end);
  return Math.floor(ms / MINUTE_MS);
}

/**
 * How much of the day's ranges, in wall-clock time, lies before the first working moment at or after `instant`;
 * null when the day's work is over by then.
 */
function wallWorkBefore(calendar: WorkingCalendar, day: WorkingDay, instant: number): number | null {
  let done = 0;
  for (const range of day.ranges) {
    if (range.end > instant) {
      const moment = Math.max(instant, range.start);
      return done + Math.max(0, wallTimeOfDay(calendar.timezone, day.date, moment) - range.wallStart);
    }
    done += range.wallEnd - range.wallStart;
  }
  return null;
}

/** The instant of the day once `done` of its ranges' wall-clock time is done: a later range's start, not an earlier one's end. */
function instantAfterWallWork(calendar: WorkingCalendar, day: WorkingDay, done: number): number {
  let remaining = done;
  for (const range of day.ranges) {
    if (remaining < range.wallEnd - range.wallStart) return instantOf(calendar.timezone, day.date, range.wallStart + remaining);
    remaining -= range.wallEnd - range.wallStart;
  }
  return day.ranges[day.ranges.length - 1].end;
}

/** The same working moment `days` working days after `start`. */
export function addWorkingDays(calendar: WorkingCalendar, start: number, days: number): number {
  const workingDays = workingDaysFrom(calendar, start);
  let day = workingDays.next().value;
  let done = wallWorkBefore(calendar, day, start);
  while (done === null) {
    day = workingDays.next().value;
    done = wallWorkBefore(calendar, day, start);
  }
  for (let counted = 0; counted < days; counted++) day = workingDays.next().value;
  return instantAfterWallWork(calendar, day, done);
}

/** A 24×7 deadline, refused like a calendar's when it lies beyond the horizon (or beyond what a Date can hold). */
function withinHorizon(from: number, deadline: number): Date {
  if (deadline - from > HORIZON_DAYS * DAY_MS) throw refuse(calendarMessages.horizonExceeded(HORIZON_YEARS));
  return new Date(deadline);
}

function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`SLA amount must be a whole number, got ${amount}`);
}

/** When a response time of `amount` `unit` that starts at `start` expires: in working time, or 24×7 without a calendar. */
export function workingDeadline(calendar: WorkingCalendar | null, start: Date, amount: number, unit: ResponseTimeUnit): Date {
  assertAmount(amount);
  const from = start.getTime();
  if (calendar === null) return withinHorizon(from, from + amount * UNIT_MS[unit]);
  if (unit === 'días') return new Date(addWorkingDays(calendar, from, amount));
  return new Date(addWorkingTime(calendar, from, amount * UNIT_MS[unit]));
}

/** The instant at which `fraction` (80% by default) of the working time from `start` to `deadline` has passed. */
export function slaWarningAt(
  calendar: WorkingCalendar | null,
  start: Date,
  deadline: Date,
  fraction: number = SLA_WARNING_FRACTION,
): Date {
  const from = start.getTime();
  if (calendar === null) return new Date(from + Math.round((deadline.getTime() - from) * fraction));
  const share = Math.round(workingTimeBetween(calendar, from, deadline.getTime()) * fraction);
  return new Date(addWorkingTime(calendar, from, share));
}
