// Properties of working time checked against an oracle that knows nothing of the implementation: an instant is
// working when its wall clock in the calendar's zone falls inside a range of its weekday on a date that is no holiday.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfTime, type Holiday, type WeeklyRange } from '@tms/contracts';
import { workingCalendar, type CalendarDefinition } from './working-calendar';
import { slaWarningAt, workingDeadline, workingTimeBetween } from './working-time';

const MINUTE_MS = 60_000;
const QUARTER = 15;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const ZONES = ['America/Mexico_City', 'America/Tijuana', 'America/New_York', 'UTC'];
/**
 * Quarter hours strictly inside 01:00–02:00 are left out as range ends: in autumn that wall hour happens twice in
 * Tijuana and New York, so "inside the range" has no single interval of instants there. Ranges still span both changes.
 */
const REPEATED_HOUR_QUARTERS = new Set([5, 6, 7]);

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A day's ranges from sorted, distinct quarter-hour cut points taken in pairs. */
const dayRangesArbitrary = (weekday: number) =>
  fc
    .uniqueArray(
      fc.integer({ min: 0, max: 96 }).filter((q) => !REPEATED_HOUR_QUARTERS.has(q)),
      { maxLength: 6 },
    )
    .map((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b);
      const ranges: WeeklyRange[] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) {
        ranges.push({ weekday, start: timeOf(sorted[i] * QUARTER), end: timeOf(sorted[i + 1] * QUARTER) });
      }
      return ranges;
    });

const holidayArbitrary = fc
  .integer({ min: Date.parse('2024-12-20T00:00:00Z'), max: Date.parse('2026-03-31T00:00:00Z') })
  .map((ms): Holiday => ({ date: new Date(ms).toISOString().slice(0, 10), name: 'Asueto' }));

const definitionArbitrary: fc.Arbitrary<CalendarDefinition> = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    weeklyHours: fc.tuple(...WEEKDAYS.map(dayRangesArbitrary)).map((days) => days.flat()),
    holidays: fc.uniqueArray(holidayArbitrary, { maxLength: 40, selector: (h) => h.date }),
  })
  .filter((definition) => definition.weeklyHours.length > 0);

const between = (from: string, to: string) => fc.integer({ min: Date.parse(from), max: Date.parse(to) });
/**
 * Any instant of 2025, which holds both daylight-saving changes of Tijuana and New York, with half the runs in the
 * days just before the changes (9 March and 2 November) so the changed nights are crossed often.
 */
const startArbitrary = fc.oneof(
  between('2025-01-01T00:00:00Z', '2025-12-31T23:59:59Z'),
  between('2025-03-07T00:00:00Z', '2025-03-09T12:00:00Z'),
  between('2025-10-31T00:00:00Z', '2025-11-02T12:00:00Z'),
);

const WEEKDAY_BY_NAME: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const oracleFormatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string, instant: number) {
  let formatter = oracleFormatters.get(zone);
  if (!formatter) {
    const options = {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    } as const;
    formatter = new Intl.DateTimeFormat('en-US', { ...options, hour: '2-digit', minute: '2-digit', second: '2-digit' });
    oracleFormatters.set(zone, formatter);
  }
  const p = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const msOfDay = ((Number(p.hour) * 60 + Number(p.minute)) * 60 + Number(p.second)) * 1000 + (instant % 1000);
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAY_BY_NAME[p.weekday], msOfDay };
}

function isWorkingAt(definition: CalendarDefinition, instant: number): boolean {
  const wall = wallClock(definition.timezone, instant);
  if (definition.holidays.some((holiday) => holiday.date === wall.date)) return false;
  return definition.weeklyHours.some(
    (range) =>
      range.weekday === wall.weekday &&
      minutesOfTime(range.start) * MINUTE_MS <= wall.msOfDay &&
      wall.msOfDay < minutesOfTime(range.end) * MINUTE_MS,
  );
}

/** Inside working time, or exactly at the end of a range. */
const isOpenOrClosing = (definition: CalendarDefinition, instant: number) =>
  isWorkingAt(definition, instant) || isWorkingAt(definition, instant - 1);

const RUNS = { numRuns: 150 };

describe('working time properties', () => {
  it('a deadline in minutes grows with the duration', () => {
    fc.assert(
      fc.property(
        definitionArbitrary,
        startArbitrary,
        fc.nat(3000),
        fc.integer({ min: 1, max: 3000 }),
        (definition, start, a, extra) => {
          const calendar = workingCalendar(definition);
          const shorter = workingDeadline(calendar, new Date(start), a, 'minutos').getTime();
          const longer = workingDeadline(calendar, new Date(start), a + extra, 'minutos').getTime();
          expect(longer).toBeGreaterThan(shorter);
        },
      ),
      RUNS,
    );
  });

  it('a deadline in days grows with the number of days', () => {
    fc.assert(
      fc.property(
        definitionArbitrary,
        startArbitrary,
        fc.nat(30),
        fc.integer({ min: 1, max: 10 }),
        (definition, start, a, extra) => {
          const calendar = workingCalendar(definition);
          const shorter = workingDeadline(calendar, new Date(start), a, 'días').getTime();
          const longer = workingDeadline(calendar, new Date(start), a + extra, 'días').getTime();
          expect(longer).toBeGreaterThan(shorter);
        },
      ),
      RUNS,
    );
  });

  it('a deadline never falls inside a closed period, except exactly at the end of a range', () => {
    const unitAndAmount = fc.oneof(
      fc.record({ unit: fc.constant('minutos' as const), amount: fc.nat(5000) }),
      fc.record({ unit: fc.constant('horas' as const), amount: fc.nat(80) }),
      fc.record({ unit: fc.constant('días' as const), amount: fc.nat(30) }),
    );
    fc.assert(
      fc.property(definitionArbitrary, startArbitrary, unitAndAmount, (definition, start, { unit, amount }) => {
        const deadline = workingDeadline(workingCalendar(definition), new Date(start), amount, unit).getTime();
        expect(isOpenOrClosing(definition, deadline)).toBe(true);
        if (amount > 0) expect(deadline).toBeGreaterThan(start);
      }),
      RUNS,
    );
  });

  it('exactly the duration in minutes of working time lies between the start and the deadline', () => {
    fc.assert(
      fc.property(definitionArbitrary, startArbitrary, fc.nat(5000), (definition, start, minutes) => {
        const calendar = workingCalendar(definition);
        const deadline = workingDeadline(calendar, new Date(start), minutes, 'minutos').getTime();
        expect(workingTimeBetween(calendar, start, deadline)).toBe(minutes * MINUTE_MS);
      }),
      RUNS,
    );
  });

  it('counts real elapsed time in a calendar open around the clock, whatever the zone does', () => {
    const allDay = WEEKDAYS.map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), startArbitrary, fc.nat(20_000), (timezone, start, minutes) => {
        const calendar = workingCalendar({ timezone, weeklyHours: allDay, holidays: [] });
        expect(workingDeadline(calendar, new Date(start), minutes, 'minutos').getTime()).toBe(start + minutes * MINUTE_MS);
      }),
      RUNS,
    );
  });

  it('warns once 80% of the working time has passed, at a working moment', () => {
    fc.assert(
      fc.property(definitionArbitrary, startArbitrary, fc.integer({ min: 1, max: 5000 }), (definition, start, minutes) => {
        const calendar = workingCalendar(definition);
        const deadline = workingDeadline(calendar, new Date(start), minutes, 'minutos');
        const warning = slaWarningAt(calendar, new Date(start), deadline).getTime();
        expect(warning).toBeGreaterThan(start);
        expect(warning).toBeLessThanOrEqual(deadline.getTime());
        expect(workingTimeBetween(calendar, start, warning)).toBe(Math.round(minutes * MINUTE_MS * 0.8));
        expect(isOpenOrClosing(definition, warning)).toBe(true);
      }),
      RUNS,
    );
  });
});
