// A calendar made ready for computing: its rules checked once, its weekly ranges in minutes by weekday, its holidays
// as a set of dates, and the working intervals of any local date as instants.
import {
  calendarMessages,
  isCalendarDate,
  isEndTime,
  isStartTime,
  isSupportedTimeZone,
  minutesOfTime,
  weeklyHoursIssues,
  type Holiday,
  type WeeklyRange,
} from '@tms/contracts';
import { badRequest } from '../../../lib/errors';
import { dayClock, isoDate, isoWeekday, MINUTE_MS, type CivilDate } from './zoned-time';

export interface CalendarDefinition {
  timezone: string;
  weeklyHours: WeeklyRange[];
  holidays: Holiday[];
}

/** Minutes since local midnight: [start, end). */
type MinuteRange = readonly [start: number, end: number];

export interface WorkingCalendar {
  readonly timezone: string;
  /** Index 1–7 (ISO weekday); ranges sorted by start, never overlapping. */
  readonly rangesByWeekday: readonly (readonly MinuteRange[])[];
  readonly holidays: ReadonlySet<string>;
}

/** One range of a local date: [start, end) as instants, and as wall-clock milliseconds past that date's midnight. */
export interface WorkingRange {
  start: number;
  end: number;
  wallStart: number;
  wallEnd: number;
}

export const refuse = (message: string) => badRequest(undefined, message);

const isWeekday = (weekday: number) => Number.isInteger(weekday) && weekday >= 1 && weekday <= 7;

/** The first message a malformed range earns, before the rules across ranges can be read. */
function malformedRangeMessage(ranges: WeeklyRange[]): string | undefined {
  if (ranges.some((range) => !isWeekday(range.weekday))) return calendarMessages.invalidWeekday;
  if (ranges.some((range) => !isStartTime(range.start) || !isEndTime(range.end))) return calendarMessages.invalidTime;
  return undefined;
}

/** Checks a calendar's rules and prepares it; a broken calendar is refused with its Spanish message. */
export function workingCalendar(definition: CalendarDefinition): WorkingCalendar {
  if (!isSupportedTimeZone(definition.timezone)) throw refuse(calendarMessages.invalidTimeZone);
  const malformed = malformedRangeMessage(definition.weeklyHours);
  if (malformed) throw refuse(malformed);
  const [issue] = weeklyHoursIssues(definition.weeklyHours);
  if (issue) throw refuse(issue.message);
  const badDate = definition.holidays.find((holiday) => !isCalendarDate(holiday.date));
  if (badDate) throw refuse(calendarMessages.invalidDate);
  const rangesByWeekday: MinuteRange[][] = Array.from({ length: 8 }, () => []);
  for (const range of definition.weeklyHours) {
    rangesByWeekday[range.weekday].push([minutesOfTime(range.start), minutesOfTime(range.end)]);
  }
  for (const ranges of rangesByWeekday) ranges.sort((a, b) => a[0] - b[0]);
  return {
    timezone: definition.timezone,
    rangesByWeekday,
    holidays: new Set(definition.holidays.map((holiday) => holiday.date)),
  };
}

/**
 * The working ranges of one local date, in order; none on a holiday or a day without hours. A range the clocks skip
 * entirely (at a daylight-saving change) holds no time and is left out.
 */
export function dayRanges(calendar: WorkingCalendar, date: CivilDate): WorkingRange[] {
  if (calendar.holidays.has(isoDate(date))) return [];
  const ranges = calendar.rangesByWeekday[isoWeekday(date)];
  if (ranges.length === 0) return [];
  const instantAt = dayClock(calendar.timezone, date);
  return ranges
    .map(([startMinute, endMinute]) => {
      const wallStart = startMinute * MINUTE_MS;
      const wallEnd = endMinute * MINUTE_MS;
      return { start: instantAt(wallStart), end: instantAt(wallEnd), wallStart, wallEnd };
    })
    .filter((range) => range.end > range.start);
}
