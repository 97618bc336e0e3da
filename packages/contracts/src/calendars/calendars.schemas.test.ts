import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages';
import { calendarMessages } from './calendar-messages';
import { isCalendarDate, isSupportedTimeZone, minutesOfTime } from './calendar-time';
import { calendarInput, restDaysParams } from './calendars.schemas';

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
const fieldsOf = (input: unknown) => {
  const result = calendarInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('calendar input', () => {
  it('defaults the zone to America/Mexico_City, sorts ranges and holidays, and keeps several ranges a day', () => {
    const parsed = calendarInput.parse({
      code: 'Oficina',
      weeklyHours: [
        { weekday: 2, start: '15:00', end: '18:00' },
        { weekday: 1, start: '09:00', end: '14:00' },
        { weekday: 2, start: '09:00', end: '14:00' },
      ],
      holidays: [
        { date: '2025-12-25', name: 'Navidad' },
        { date: '2025-01-01', name: 'Año Nuevo' },
      ],
    });
    expect(parsed.timezone).toBe('America/Mexico_City');
    expect(parsed.weeklyHours.map((r) => `${r.weekday} ${r.start}`)).toEqual(['1 09:00', '2 09:00', '2 15:00']);
    expect(parsed.holidays.map((h) => h.date)).toEqual(['2025-01-01', '2025-12-25']);
    expect(parsed).toMatchObject({ isDefault: false, isActive: true });
  });

  it('accepts 24:00 as the end of the day but never as a start', () => {
    expect(fieldsOf({ code: 'Continuo', weeklyHours: [{ weekday: 7, start: '00:00', end: '24:00' }] })).toEqual({});
    expect(fieldsOf({ code: 'x', weeklyHours: [{ weekday: 7, start: '24:00', end: '24:00' }] })).toEqual({
      'weeklyHours.0.start': calendarMessages.invalidTime,
    });
  });

  it('refuses ranges across midnight, overlapping ranges and a week without working time, in Spanish', () => {
    expect(fieldsOf({ code: 'Noche', weeklyHours: [{ weekday: 5, start: '22:00', end: '06:00' }] })).toEqual({
      'weeklyHours.0.end': calendarMessages.rangeAcrossMidnight,
    });
    expect(fieldsOf({ code: 'Vacío', weeklyHours: [{ weekday: 1, start: '09:00', end: '09:00' }] })).toEqual({
      'weeklyHours.0.end': calendarMessages.rangeAcrossMidnight,
    });
    expect(
      fieldsOf({
        code: 'Traslape',
        weeklyHours: [
          { weekday: 3, start: '09:00', end: '14:00' },
          { weekday: 3, start: '13:00', end: '18:00' },
          { weekday: 4, start: '13:00', end: '18:00' },
        ],
      }),
    ).toEqual({ 'weeklyHours.1.start': calendarMessages.rangesOverlap });
    expect(fieldsOf({ code: 'Sin horas', weeklyHours: [] })).toEqual({ weeklyHours: calendarMessages.noWorkingTime });
    expect(fieldsOf({ code: 'Sin horas' })).toEqual({ weeklyHours: calendarMessages.noWorkingTime });
  });

  it('allows ranges that touch', () => {
    const touching = [
      { weekday: 1, start: '09:00', end: '14:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
    ];
    expect(fieldsOf({ code: 'Corrido', weeklyHours: touching })).toEqual({});
  });

  it('explains malformed times, weekdays, zones, dates and repeated holidays field by field', () => {
    expect(
      fieldsOf({
        code: '',
        timezone: 'Mars/Olympus_Mons',
        weeklyHours: [
          { weekday: 8, start: '9:00', end: '25:00' },
          { weekday: 1, start: 900, end: '18:00' },
        ],
        holidays: [
          { date: '2025-02-30', name: 'Inexistente' },
          { date: '2025-05-01', name: '' },
        ],
        isDefault: 'sí',
      }),
    ).toEqual({
      code: messages.fieldRequired,
      timezone: calendarMessages.invalidTimeZone,
      'weeklyHours.0.weekday': calendarMessages.invalidWeekday,
      'weeklyHours.0.start': calendarMessages.invalidTime,
      'weeklyHours.0.end': calendarMessages.invalidTime,
      'weeklyHours.1.start': calendarMessages.invalidTime,
      'holidays.0.date': calendarMessages.invalidDate,
      'holidays.1.name': messages.fieldRequired,
      isDefault: messages.badRequest,
    });
    expect(
      fieldsOf({
        code: 'Doble',
        weeklyHours: weekdays('09:00', '18:00'),
        holidays: [
          { date: '2025-05-01', name: 'Día del Trabajo' },
          { date: '2025-05-01', name: 'Otra vez' },
        ],
      }),
    ).toEqual({ 'holidays.1.date': calendarMessages.duplicateHoliday });
  });

  it('refuses an inactive default calendar', () => {
    expect(fieldsOf({ code: 'Base', weeklyHours: weekdays('09:00', '18:00'), isDefault: true, isActive: false })).toEqual({
      isActive: calendarMessages.defaultMustBeActive,
    });
  });
});

describe('wall-clock helpers', () => {
  it('reads times, real dates and IANA zones', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('17:55')).toBe(1075);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('25-01-01')).toBe(false);
    for (const zone of ['America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'UTC']) {
      expect(isSupportedTimeZone(zone)).toBe(true);
    }
    expect(isSupportedTimeZone('America/Ciudad_Gotica')).toBe(false);
    expect(isSupportedTimeZone('+05:00')).toBe(false);
  });

  it('takes a rest-days year between 2006 and 2100', () => {
    expect(restDaysParams.parse({ year: '2030' })).toEqual({ year: 2030 });
    const message = calendarMessages.invalidYear(2006, 2100);
    for (const year of ['2005', '2101', '20.5', 'dos mil']) {
      expect(restDaysParams.safeParse({ year }).error?.issues[0].message).toBe(message);
    }
  });
});
