// Time logged on a ticket ('Registrar tiempo', docs/product/service-quality.md#time-tracking): an entry as the dialog
// sends it and as the ticket's 'Tiempo' tab shows it. The date is a calendar day of Mexico City, never after today
// there, whatever the clock of the browser or the server says.
import { z } from 'zod';
import { optionalText } from '../common/fields';
import { messages } from '../common/messages';
import { calendarMessages } from '../calendars/calendar-messages';
import { calendarDateIn, DEFAULT_TIME_ZONE, isCalendarDate, MINUTES_PER_DAY } from '../calendars/calendar-time';

/** At most a day's minutes in one entry. */
export const TIME_ENTRY_MAX_MINUTES = MINUTES_PER_DAY;
export const TIME_ENTRY_NOTE_MAX = 500;

export const timeEntryMessages = {
  minutes: `Los minutos deben estar entre 1 y ${TIME_ENTRY_MAX_MINUTES}.`,
  futureDate: 'La fecha no puede ser posterior a hoy.',
  billable: 'Indique si el tiempo es facturable (sí o no).',
  cannotChange: 'Solo quien registró el tiempo o quien tenga permiso de reasignar responsable puede modificarlo.',
  logged: 'Tiempo registrado',
  updated: 'Tiempo actualizado',
  deleted: 'Tiempo eliminado',
  confirmDelete: '¿Eliminar este registro de tiempo?',
} as const;

/** Today in Mexico City, 'YYYY-MM-DD': the latest day an entry may name, and the dialog's first value. */
export const timeEntryToday = (at: Date = new Date()) => calendarDateIn(DEFAULT_TIME_ZONE, at);

export const timeEntryInput = z.object(
  {
    minutes: z
      .number({ error: timeEntryMessages.minutes })
      .int(timeEntryMessages.minutes)
      .min(1, timeEntryMessages.minutes)
      .max(TIME_ENTRY_MAX_MINUTES, timeEntryMessages.minutes),
    date: z
      .string()
      .trim()
      .refine(isCalendarDate, { message: calendarMessages.invalidDate, abort: true })
      .refine((date) => date <= timeEntryToday(), timeEntryMessages.futureDate),
    note: optionalText(TIME_ENTRY_NOTE_MAX),
    billable: z.boolean({ error: timeEntryMessages.billable }).default(false),
  },
  { error: messages.badRequest },
);
export type TimeEntryInput = z.input<typeof timeEntryInput>;
export type TimeEntryInputParsed = z.output<typeof timeEntryInput>;

/** An entry as the tab lists it: who logged it (display name) and whether the caller may change or delete it. */
export const timeEntry = z
  .object({
    id: z.number(),
    workItemId: z.number(),
    userId: z.number(),
    userName: z.string(),
    minutes: z.number(),
    date: z.string(),
    note: z.string().nullable(),
    billable: z.boolean(),
    createdDate: z.string(),
    canEdit: z.boolean(),
  })
  .meta({ id: 'TimeEntry' });
export type TimeEntry = z.infer<typeof timeEntry>;

/** The entries of one ticket (not of its task children), newest day first, with their sums. */
export const timeEntryList = z
  .object({ entries: z.array(timeEntry), totalMinutes: z.number(), billableMinutes: z.number() })
  .meta({ id: 'TimeEntryList' });
export type TimeEntryList = z.infer<typeof timeEntryList>;
