// docs/product/conventions.md#language-dates-and-times: screens and exports write dates with a 12-hour clock and its
// marker; only the session card's running clock counts 24 hours, to the second.
import { describe, expect, it } from 'vitest';
import { CLOCK_FORMAT, formatDate, LONG_DATE_FORMAT } from './dates';

// Local times: dayjs formats in the browser's time zone.
const evening = new Date(2026, 10, 18, 18, 50, 2);

describe('formatDate', () => {
  it("writes DD/MM/YYYY hh:mm A: '18/11/2026 06:50 PM', never '18:50 PM'", () => {
    expect(formatDate(evening)).toBe('18/11/2026 06:50 PM');
    expect(formatDate(new Date(2026, 10, 18, 0, 5))).toBe('18/11/2026 12:05 AM');
    expect(formatDate(new Date(2026, 10, 18, 9, 30))).toBe('18/11/2026 09:30 AM');
    expect(formatDate(new Date(2026, 10, 18, 12, 0))).toBe('18/11/2026 12:00 PM');
  });

  it('keeps the running clock to the second and the headings in Spanish', () => {
    expect(formatDate(evening, CLOCK_FORMAT)).toBe('18/11/2026 18:50:02');
    expect(formatDate(evening, LONG_DATE_FORMAT)).toBe('18 noviembre del 2026');
  });
});
