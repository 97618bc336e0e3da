// Business calendars (docs/product/calendars.md#calendars): the catalogue's input and answers, and the rest days of a year.
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredText } from '../common/fields';
import { codeField, flagDefault } from '../catalogues/catalogue-fields';
import { calendarMessages } from './calendar-messages';
import { DEFAULT_TIME_ZONE, isCalendarDate, isEndTime, isStartTime, isSupportedTimeZone } from './calendar-time';
import { byWeekdayAndStart, holidayIssues, weeklyHoursIssues, type RuleIssue } from './calendar-rules';

/** Business function 'Horarios' (Administración), url /calendars. */

export const MAX_WEEKLY_RANGES = 70;
export const MAX_HOLIDAYS = 400;
export const HOLIDAY_NAME_MAX = 100;
/** The rest-day rules of the Ley Federal del Trabajo art. 74 in their current form date from the 2006 reform. */
export const REST_DAYS_FIRST_YEAR = 2006;
export const REST_DAYS_LAST_YEAR = 2100;

const addIssues = (ctx: z.RefinementCtx, issues: RuleIssue[]) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

// Malformed items abort, so the rules across a list (overlaps, repeated dates) only read well-formed items.
const isWeekday = (value: number) => Number.isInteger(value) && value >= 1 && value <= 7;
const weekdayField = z
  .number({ error: calendarMessages.invalidWeekday })
  .refine(isWeekday, { message: calendarMessages.invalidWeekday, abort: true });
const timeField = (isValid: (value: string) => boolean) =>
  z
    .string({ error: calendarMessages.invalidTime })
    .trim()
    .refine(isValid, { message: calendarMessages.invalidTime, abort: true });

export const weeklyRange = z.object({ weekday: weekdayField, start: timeField(isStartTime), end: timeField(isEndTime) });

export const weeklyHoursField = z
  .array(weeklyRange, { error: calendarMessages.noWorkingTime })
  .max(MAX_WEEKLY_RANGES, calendarMessages.tooManyRanges(MAX_WEEKLY_RANGES))
  .superRefine((ranges, ctx) => addIssues(ctx, weeklyHoursIssues(ranges)))
  .transform((ranges) => [...ranges].sort(byWeekdayAndStart));

export const holiday = z.object({
  date: z
    .string({ error: calendarMessages.invalidDate })
    .trim()
    .refine(isCalendarDate, { message: calendarMessages.invalidDate, abort: true }),
  name: requiredText(HOLIDAY_NAME_MAX),
});

export const holidaysField = z
  .array(holiday, { error: messages.badRequest })
  .max(MAX_HOLIDAYS, calendarMessages.tooManyHolidays(MAX_HOLIDAYS))
  .superRefine((holidays, ctx) => addIssues(ctx, holidayIssues(holidays)))
  .transform((holidays) => [...holidays].sort((a, b) => a.date.localeCompare(b.date)));

export const timeZoneField = z
  .string({ error: calendarMessages.invalidTimeZone })
  .trim()
  .refine(isSupportedTimeZone, calendarMessages.invalidTimeZone);

export const calendarInput = z
  .object({
    code: codeField,
    timezone: timeZoneField.default(DEFAULT_TIME_ZONE),
    weeklyHours: weeklyHoursField,
    holidays: holidaysField.default([]),
    isDefault: flagDefault(false),
    isActive: flagDefault(true),
  })
  .superRefine((calendar, ctx) => {
    if (calendar.isDefault && !calendar.isActive) {
      ctx.addIssue({ code: 'custom', path: ['isActive'], message: calendarMessages.defaultMustBeActive });
    }
  });
export type CalendarInput = z.input<typeof calendarInput>;
export type CalendarInputParsed = z.output<typeof calendarInput>;

const weeklyRangeAnswer = z.object({ weekday: z.number(), start: z.string(), end: z.string() }).meta({ id: 'WeeklyRange' });
const holidayAnswer = z.object({ date: z.string(), name: z.string() }).meta({ id: 'Holiday' });

export const calendar = z
  .object({
    id: z.number(),
    companyId: z.number(),
    code: z.string(),
    timezone: z.string(),
    weeklyHours: z.array(weeklyRangeAnswer),
    holidays: z.array(holidayAnswer),
    isDefault: z.boolean(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof calendar>;

/** What the administrator may do with one calendar (the API's calendars.policy.ts), so the screen re-implements none. */
export const calendarAbilities = z
  .object({
    /** An active calendar other than the default: the default stays until another calendar is made the default. */
    canDeactivate: z.boolean(),
    /** False for the default: a company keeps exactly one once it has a calendar. */
    canUnsetDefault: z.boolean(),
  })
  .meta({ id: 'CalendarAbilities' });
export type CalendarAbilities = z.infer<typeof calendarAbilities>;

/** A row of the admin list (`GET calendars`) with the caller's abilities on it. */
export const calendarListRow = calendar.extend({ abilities: calendarAbilities }).meta({ id: 'CalendarListRow' });
export type CalendarListRow = z.infer<typeof calendarListRow>;

/** Picker shape (`GET calendars/all`), e.g. the branch form's 'Horario'. */
export const calendarItem = z
  .object({ id: z.number(), code: z.string(), timezone: z.string(), isDefault: z.boolean() })
  .meta({ id: 'CalendarItem' });
export type CalendarItem = z.infer<typeof calendarItem>;

const invalidYear = calendarMessages.invalidYear(REST_DAYS_FIRST_YEAR, REST_DAYS_LAST_YEAR);
export const restDaysParams = z.object({
  year: z.coerce
    .number({ error: invalidYear })
    .int(invalidYear)
    .min(REST_DAYS_FIRST_YEAR, invalidYear)
    .max(REST_DAYS_LAST_YEAR, invalidYear),
});

export const restDay = holidayAnswer;
