// docs/product/service-quality.md#time-tracking: an entry's date is a day of Mexico City, never after today there.
import { describe, expect, it } from 'vitest';
import { timeEntryInput, timeEntryMessages, timeEntryToday } from './time-entries.schemas';

describe('time entries', () => {
  it("takes today from Mexico City's calendar, not from the clock's time zone", () => {
    // 05:30 UTC on 1 January is still 31 December in Mexico City (UTC−6).
    expect(timeEntryToday(new Date('2026-01-01T05:30:00Z'))).toBe('2025-12-31');
    expect(timeEntryToday(new Date('2026-01-01T06:30:00Z'))).toBe('2026-01-01');
  });

  it('refuses a day after today and accepts today, with the defaults of an entry', () => {
    const tomorrow = timeEntryToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const refused = timeEntryInput.safeParse({ minutes: 30, date: tomorrow });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([timeEntryMessages.futureDate]);
    expect(timeEntryInput.parse({ minutes: 30, date: timeEntryToday(), note: ' ' })).toEqual({
      minutes: 30,
      date: timeEntryToday(),
      note: null,
      billable: false,
    });
  });
});
