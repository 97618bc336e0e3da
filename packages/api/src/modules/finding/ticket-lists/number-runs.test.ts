// A period sorted by number walks the runs of numbers its days hold (sorted-page.ts): overlapping and touching runs
// are one, and past the limit the closest runs are joined, so a walk never skips a number of the period.
import { describe, expect, it } from 'vitest';
import { joinRuns } from './sorted-page';

describe('joinRuns', () => {
  it('joins runs that overlap or touch and keeps apart those with numbers between them', () => {
    expect(
      joinRuns([
        [1, 40],
        [20, 295],
        [296, 300],
        [920_000, 950_000],
        [950_001, 1_000_000],
      ]),
    ).toEqual([
      [1, 300],
      [920_000, 1_000_000],
    ]);
  });

  it('joins the closest runs until no more than the limit are left, covering every number of each', () => {
    const runs: [number, number][] = [
      [1, 10],
      [100, 110],
      [115, 120],
      [1_000, 1_010],
    ];
    expect(joinRuns(runs, 2)).toEqual([
      [1, 120],
      [1_000, 1_010],
    ]);
    expect(joinRuns(runs, 1)).toEqual([[1, 1_010]]);
    expect(joinRuns([])).toEqual([]);
  });
});
