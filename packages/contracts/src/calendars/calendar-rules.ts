// The rules a calendar's weekly hours obey, written once for the API's validation, the form and the working-time
// computation: each range ends after it starts on the same day (no range across midnight), ranges of a day do not
// overlap, and the week has some working time.
import { calendarMessages } from './calendar-messages';
import { minutesOfTime } from './calendar-time';

export interface WeeklyRange {
  /** ISO weekday: 1 = lunes … 7 = domingo. */
  weekday: number;
  /** 'HH:mm', 00:00 to 23:59. */
  start: string;
  /** 'HH:mm', after start; '24:00' is the end of the day. */
  end: string;
}

export interface Holiday {
  /** 'YYYY-MM-DD' in the calendar's time zone. */
  date: string;
  name: string;
}

export interface RuleIssue {
  /** Path below the list: [index, field], or [] for the list itself. */
  path: (string | number)[];
  message: string;
}

const rangeIssue = (range: WeeklyRange, index: number): RuleIssue | null =>
  minutesOfTime(range.end) <= minutesOfTime(range.start)
    ? { path: [index, 'end'], message: calendarMessages.rangeAcrossMidnight }
    : null;

function overlapIssues(ranges: WeeklyRange[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  ranges.forEach((range, index) => {
    const overlapsEarlier = ranges
      .slice(0, index)
      .some(
        (other) =>
          other.weekday === range.weekday &&
          minutesOfTime(other.start) < minutesOfTime(range.end) &&
          minutesOfTime(range.start) < minutesOfTime(other.end),
      );
    if (overlapsEarlier) issues.push({ path: [index, 'start'], message: calendarMessages.rangesOverlap });
  });
  return issues;
}

/** Every broken rule of a week of well-formed ranges; empty when the week is usable. */
export function weeklyHoursIssues(ranges: WeeklyRange[]): RuleIssue[] {
  if (ranges.length === 0) return [{ path: [], message: calendarMessages.noWorkingTime }];
  const rangeIssues = ranges.map(rangeIssue).filter((issue): issue is RuleIssue => issue !== null);
  return rangeIssues.length > 0 ? rangeIssues : overlapIssues(ranges);
}

/** A second holiday on a date already listed. */
export function holidayIssues(holidays: Holiday[]): RuleIssue[] {
  const seen = new Set<string>();
  const issues: RuleIssue[] = [];
  holidays.forEach((holiday, index) => {
    if (seen.has(holiday.date)) issues.push({ path: [index, 'date'], message: calendarMessages.duplicateHoliday });
    seen.add(holiday.date);
  });
  return issues;
}

/** Ranges in the order a week runs: by weekday, then by start. */
export const byWeekdayAndStart = (a: WeeklyRange, b: WeeklyRange) =>
  a.weekday - b.weekday || minutesOfTime(a.start) - minutesOfTime(b.start);
