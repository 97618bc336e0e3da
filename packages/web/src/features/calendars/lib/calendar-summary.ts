// What the calendars table says about a week: how many days have hours, and how many working hours it holds.
import { minutesOfTime, type WeeklyRange } from '@tms/contracts';
import { formatMinutes } from '@/lib/durations';

/** '6 días, 49 h por semana'. */
export function weeklyHoursSummary(ranges: readonly WeeklyRange[]): string {
  const days = new Set(ranges.map((range) => range.weekday)).size;
  const minutes = ranges.reduce((total, range) => total + minutesOfTime(range.end) - minutesOfTime(range.start), 0);
  return `${days} ${days === 1 ? 'día' : 'días'}, ${formatMinutes(minutes)} por semana`;
}
