// The calendars context (docs/product/calendars.md#calendars): business calendars and the working time SLA deadlines
// are counted in. Other contexts import only from here (Mexico's federal rest days, being pure, live in
// @tms/contracts).
import { calendarsRoutes as calendarRoutes } from './calendars/calendars.routes';

export const calendarsRoutes = [calendarRoutes];

export {
  branchCalendarChanged,
  calendarForBranch,
  calendarRecomputationScope,
  calendarsAwaitingRecomputation,
  markCalendarRecomputed,
  type CalendarChange,
  type CalendarScope,
} from './calendars/calendar-for-branch';
export { type WorkingCalendar } from './working-time/working-calendar';
export { slaWarningAt, workingDeadline, workingMinutesBetween, type ResponseTimeUnit } from './working-time/working-time';
