// What the calendars table says about a week: how many days have hours, and how many working hours it holds.
import { minutesOfTime, type WeeklyRange } from '@tms/contracts';

const MINUTES_PER_HOUR = 60;

const hoursText = (minutes: number) => {
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** '6 días, 49 h por semana'. */
export function weeklyHoursSummary(ranges: readonly WeeklyRange[]): string {
  const days = new Set(ranges.map((range) => range.weekday)).size;
  const minutes = ranges.reduce((total, range) => total + minutesOfTime(range.end) - minutesOfTime(range.start), 0);
  return `${days} ${days === 1 ? 'día' : 'días'}, ${hoursText(minutes)} por semana`;
}
