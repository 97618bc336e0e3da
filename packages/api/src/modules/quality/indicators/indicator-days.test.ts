// The periods a range of days is read in (docs/performance.md#indicators): whole blocks of four weeks first, then
// whole weeks, then days, aligned as tms_indicator_periods aligns the roll-ups' rows.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../test/test-app';
import { daysOf, periodsOf } from './indicator-days';

describe('indicator periods', () => {
  const t = useTestApp();

  it('reads a year as its blocks of four weeks, weeks and days, and a week as itself', () => {
    expect(periodsOf('2025-12-02', '2026-12-01')).toEqual([
      { span: 1, first: '2025-12-02', last: '2025-12-07' },
      { span: 7, first: '2025-12-08', last: '2025-12-22' },
      { span: 28, first: '2025-12-29', last: '2026-11-02' },
      { span: 1, first: '2026-11-30', last: '2026-12-01' },
    ]);
    expect(periodsOf('2020-03-02', '2020-03-08')).toEqual([{ span: 7, first: '2020-03-02', last: '2020-03-02' }]);
    expect(periodsOf('2020-03-03', '2020-03-03')).toEqual([{ span: 1, first: '2020-03-03', last: '2020-03-03' }]);
    expect(periodsOf('1999-12-30', '2000-02-10').map(({ span }) => span)).toEqual([1, 28, 7, 1]);
  });

  it('covers every day of a range once, with the periods the database keeps', async () => {
    for (const [start, end] of [
      ['2025-12-02', '2026-12-01'],
      ['1999-12-30', '2000-02-10'],
      ['2020-02-27', '2020-03-10'],
    ]) {
      const covered = await queryRows<{ day: string }>(
        t.database.handle.db,
        sql`SELECT to_char(d, 'YYYY-MM-DD') AS day
              FROM generate_series(${start}::date, ${end}::date, interval '1 day') d, tms_indicator_periods(d::date) p
             WHERE ${sql.join(
               periodsOf(start, end).map(
                 ({ span, first, last }) => sql`(p.span = ${span} AND p.day BETWEEN ${first} AND ${last})`,
               ),
               sql` OR `,
             )}
             ORDER BY 1`,
      );
      expect(covered.map(({ day }) => day)).toEqual(daysOf(start, end));
    }
  });
});
