import { describe, expect, it } from 'vitest';
import { calendarMessages, type WeeklyRange } from '@tms/contracts';
import { workingCalendar, type CalendarDefinition } from './working-calendar';
import { slaWarningAt, workingDeadline, workingMinutesBetween, workingTimeBetween } from './working-time';

const HOUR_MS = 3_600_000;
const range = (weekday: number, start: string, end: string): WeeklyRange => ({ weekday, start, end });
const weekdays = (...hours: [string, string][]) => [1, 2, 3, 4, 5].flatMap((d) => hours.map(([s, e]) => range(d, s, e)));
const calendarOf = (weeklyHours: WeeklyRange[], extra: Partial<CalendarDefinition> = {}) =>
  workingCalendar({ timezone: 'America/Mexico_City', weeklyHours, holidays: [], ...extra });
const officeHours = calendarOf(weekdays(['09:00', '18:00']));
const iso = (date: Date) => date.toISOString();

describe('workingDeadline in hours and minutes', () => {
  it('moves a Friday 17:55 ticket with 4 working hours to Monday 12:55', () => {
    const deadline = workingDeadline(officeHours, new Date('2025-03-07T17:55:00-06:00'), 4, 'horas');
    expect(iso(deadline)).toBe(iso(new Date('2025-03-10T12:55:00-06:00')));
  });

  it('starts counting at the next working moment when opened outside working hours', () => {
    expect(iso(workingDeadline(officeHours, new Date('2025-03-08T11:00:00-06:00'), 90, 'minutos'))).toBe(
      iso(new Date('2025-03-10T10:30:00-06:00')),
    );
    expect(iso(workingDeadline(officeHours, new Date('2025-03-11T07:00:00-06:00'), 1, 'horas'))).toBe(
      iso(new Date('2025-03-11T10:00:00-06:00')),
    );
  });

  it('skips the break between two ranges of a day', () => {
    const split = calendarOf(weekdays(['09:00', '14:00'], ['15:00', '18:00']));
    expect(iso(workingDeadline(split, new Date('2025-03-11T13:30:00-06:00'), 60, 'minutos'))).toBe(
      iso(new Date('2025-03-11T15:30:00-06:00')),
    );
  });

  it('ends exactly at the close of a range rather than at the next opening', () => {
    expect(iso(workingDeadline(officeHours, new Date('2025-03-11T17:00:00-06:00'), 1, 'horas'))).toBe(
      iso(new Date('2025-03-11T18:00:00-06:00')),
    );
  });

  it('skips holidays', () => {
    const withRestDay = calendarOf(weekdays(['09:00', '18:00']), {
      holidays: [{ date: '2025-03-17', name: 'Natalicio de Benito Juárez' }],
    });
    expect(iso(workingDeadline(withRestDay, new Date('2025-03-14T17:00:00-06:00'), 2, 'horas'))).toBe(
      iso(new Date('2025-03-18T10:00:00-06:00')),
    );
  });

  it('runs 24×7 without a calendar, as before calendars existed', () => {
    const start = new Date('2025-03-07T17:55:00-06:00');
    expect(workingDeadline(null, start, 4, 'horas').getTime() - start.getTime()).toBe(4 * HOUR_MS);
    expect(workingDeadline(null, start, 30, 'minutos').getTime() - start.getTime()).toBe(30 * 60_000);
    expect(workingDeadline(null, start, 2, 'días').getTime() - start.getTime()).toBe(48 * HOUR_MS);
  });

  it('refuses amounts that are not whole numbers of 0 or more', () => {
    expect(() => workingDeadline(officeHours, new Date(), -1, 'horas')).toThrow(RangeError);
    expect(() => workingDeadline(officeHours, new Date(), 1.5, 'horas')).toThrow(RangeError);
  });
});

describe('workingDeadline in days', () => {
  const withSaturday = calendarOf([...weekdays(['09:00', '18:00']), range(6, '09:00', '13:00')]);

  it('keeps the working moment that many working days later', () => {
    expect(iso(workingDeadline(officeHours, new Date('2025-03-11T10:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-12T10:00:00-06:00')),
    );
    expect(iso(workingDeadline(officeHours, new Date('2025-03-07T10:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-10T10:00:00-06:00')),
    );
    expect(iso(workingDeadline(officeHours, new Date('2025-03-07T10:00:00-06:00'), 5, 'días'))).toBe(
      iso(new Date('2025-03-14T10:00:00-06:00')),
    );
  });

  it('ends a shorter working day at its close', () => {
    expect(iso(workingDeadline(withSaturday, new Date('2025-03-07T15:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-08T13:00:00-06:00')),
    );
    expect(iso(workingDeadline(withSaturday, new Date('2025-03-07T11:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-08T11:00:00-06:00')),
    );
  });

  it('starts from the next working moment when opened in a closed period', () => {
    expect(iso(workingDeadline(officeHours, new Date('2025-03-07T20:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-11T09:00:00-06:00')),
    );
    const split = calendarOf(weekdays(['09:00', '14:00'], ['15:00', '18:00']));
    expect(iso(workingDeadline(split, new Date('2025-03-11T14:30:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-03-12T15:00:00-06:00')),
    );
  });

  it('does not count holidays as working days', () => {
    const withRestDay = calendarOf(weekdays(['09:00', '18:00']), { holidays: [{ date: '2025-05-01', name: 'Día del Trabajo' }] });
    expect(iso(workingDeadline(withRestDay, new Date('2025-04-30T12:00:00-06:00'), 1, 'días'))).toBe(
      iso(new Date('2025-05-02T12:00:00-06:00')),
    );
  });
});

describe('time zones', () => {
  it('counts New York office hours across the March change', () => {
    const newYork = calendarOf(weekdays(['09:00', '18:00']), { timezone: 'America/New_York' });
    // Friday 17:00 EST (UTC−5) plus 2 working hours: Monday 10:00 EDT (UTC−4).
    expect(iso(workingDeadline(newYork, new Date('2025-03-07T17:00:00-05:00'), 2, 'horas'))).toBe('2025-03-10T14:00:00.000Z');
    expect(iso(workingDeadline(newYork, new Date('2025-03-07T10:00:00-05:00'), 1, 'días'))).toBe('2025-03-10T14:00:00.000Z');
  });

  it('counts real hours through a Tijuana night the clocks skip or repeat', () => {
    const allDay = calendarOf(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => range(weekday, '00:00', '24:00')),
      { timezone: 'America/Tijuana' },
    );
    // 9 March 2025 lasts 23 hours in Tijuana; 2 November 2025 lasts 25.
    const springEve = new Date('2025-03-08T12:00:00-08:00');
    expect(iso(workingDeadline(allDay, springEve, 24, 'horas'))).toBe(iso(new Date('2025-03-09T13:00:00-07:00')));
    const autumnEve = new Date('2025-11-01T12:00:00-07:00');
    expect(iso(workingDeadline(allDay, autumnEve, 24, 'horas'))).toBe(iso(new Date('2025-11-02T11:00:00-08:00')));
    // In days the wall clock is kept: noon stays noon.
    expect(iso(workingDeadline(allDay, springEve, 1, 'días'))).toBe(iso(new Date('2025-03-09T12:00:00-07:00')));
    expect(iso(workingDeadline(allDay, autumnEve, 1, 'días'))).toBe(iso(new Date('2025-11-02T12:00:00-08:00')));
  });

  it('treats a range that starts in the skipped hour as starting at the change', () => {
    const early = calendarOf([range(7, '02:30', '04:00')], { timezone: 'America/New_York' });
    // Sunday 9 March 2025: clocks jump from 02:00 EST to 03:00 EDT, so the range holds one hour, from 03:00 EDT.
    expect(workingTimeBetween(early, Date.parse('2025-03-09T00:00:00-05:00'), Date.parse('2025-03-10T00:00:00-04:00'))).toBe(
      HOUR_MS,
    );
    expect(iso(workingDeadline(early, new Date('2025-03-09T00:00:00-05:00'), 30, 'minutos'))).toBe('2025-03-09T07:30:00.000Z');
  });

  it('needs no daylight-saving rules in Mexico City, which has none since 2022', () => {
    const mexico = calendarOf(weekdays(['09:00', '18:00']));
    // First Sunday of April 2025 would have been a change under the old rules.
    expect(iso(workingDeadline(mexico, new Date('2025-04-04T17:00:00-06:00'), 2, 'horas'))).toBe(
      iso(new Date('2025-04-07T10:00:00-06:00')),
    );
  });
});

describe('the 80% warning', () => {
  it('falls after 80% of the working time, skipping closed periods', () => {
    const start = new Date('2025-03-07T17:00:00-06:00');
    const deadline = workingDeadline(officeHours, start, 10, 'horas');
    expect(iso(deadline)).toBe(iso(new Date('2025-03-10T18:00:00-06:00')));
    expect(iso(slaWarningAt(officeHours, start, deadline))).toBe(iso(new Date('2025-03-10T16:00:00-06:00')));
  });

  it('is 80% of the elapsed time without a calendar', () => {
    const start = new Date('2025-03-07T17:00:00-06:00');
    expect(iso(slaWarningAt(null, start, workingDeadline(null, start, 10, 'horas')))).toBe(
      iso(new Date('2025-03-08T01:00:00-06:00')),
    );
  });
});

describe('calendar rules', () => {
  const define =
    (weeklyHours: WeeklyRange[], timezone = 'America/Mexico_City') =>
    () =>
      workingCalendar({ timezone, weeklyHours, holidays: [] });

  it('refuses a calendar with no working time, in Spanish', () => {
    expect(define([])).toThrow(calendarMessages.noWorkingTime);
  });

  it('refuses ranges across midnight', () => {
    expect(define([range(5, '22:00', '06:00')])).toThrow(calendarMessages.rangeAcrossMidnight);
    expect(define([range(5, '22:00', '22:00')])).toThrow(calendarMessages.rangeAcrossMidnight);
  });

  it('refuses overlapping ranges, malformed ranges and unknown zones', () => {
    expect(define([range(1, '09:00', '14:00'), range(1, '12:00', '18:00')])).toThrow(calendarMessages.rangesOverlap);
    expect(define([range(0, '09:00', '14:00')])).toThrow(calendarMessages.invalidWeekday);
    expect(define([range(1, '9', '14:00')])).toThrow(calendarMessages.invalidTime);
    expect(define([range(1, '09:00', '14:00')], 'Luna/Mar_de_la_Tranquilidad')).toThrow(calendarMessages.invalidTimeZone);
  });

  it('refuses a deadline the calendar cannot hold within twenty years', () => {
    const oneMinuteAWeek = calendarOf([range(1, '09:00', '09:01')]);
    expect(() => workingDeadline(oneMinuteAWeek, new Date('2025-01-01T00:00:00Z'), 2000, 'minutos')).toThrow(
      calendarMessages.horizonExceeded(20),
    );
  });

  it('refuses a 24×7 deadline beyond twenty years instead of answering an invalid date', () => {
    const start = new Date('2025-01-01T00:00:00Z');
    expect(() => workingDeadline(null, start, 2_147_483_647, 'días')).toThrow(calendarMessages.horizonExceeded(20));
    expect(workingDeadline(null, start, 365, 'días').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('workingMinutesBetween (docs/product/service-quality.md)', () => {
  it('counts a ticket created Friday 17:00 and answered Monday 10:00 as 2 working hours', () => {
    const friday = new Date('2025-03-07T17:00:00-06:00');
    const monday = new Date('2025-03-10T10:00:00-06:00');
    expect(workingMinutesBetween(officeHours, friday, monday)).toBe(120);
  });

  it('counts plain minutes without a calendar, whole minutes only, and nothing backwards', () => {
    const start = new Date('2025-03-07T17:00:00-06:00');
    expect(workingMinutesBetween(null, start, new Date(start.getTime() + 90.5 * 60_000))).toBe(90);
    expect(workingMinutesBetween(officeHours, start, new Date(start.getTime() - HOUR_MS))).toBe(0);
    expect(workingMinutesBetween(null, start, new Date(start.getTime() - HOUR_MS))).toBe(0);
  });
});
