import { describe, expect, it } from 'vitest';
import { wholePercentages } from './whole-percentages';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('wholePercentages', () => {
  it('gives equal counts equal shares when the total allows (4/1/1)', () => {
    expect(wholePercentages([4, 1, 1])).toEqual([66, 17, 17]);
  });

  it('adds up to 100 when equal shares cannot (1/1/1)', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('keeps exact shares and handles an empty total', () => {
    expect(wholePercentages([1, 1])).toEqual([50, 50]);
    expect(wholePercentages([3, 1])).toEqual([75, 25]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
    expect(wholePercentages([])).toEqual([]);
    expect(wholePercentages([5, 0])).toEqual([100, 0]);
  });

  it('follows the largest remainders', () => {
    // 2/7 = 28.57, 5/7 = 71.43: the larger remainder gets the point.
    expect(wholePercentages([2, 5])).toEqual([29, 71]);
    // 28.57 x 3 and 14.29: two points to give, no whole group of two; the earlier equal rows take them.
    expect(wholePercentages([2, 2, 2, 1])).toEqual([29, 29, 28, 14]);
  });

  it('always adds up to 100 and never gives a larger count a smaller share', () => {
    const samples = [
      [4, 1, 1],
      [2, 2, 2, 1],
      [7, 3, 3, 3, 1],
      [1, 1, 1, 1, 1, 1, 1],
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
      [13, 13, 1],
      [1, 2, 3, 4, 5, 6],
    ];
    for (const counts of samples) {
      const shares = wholePercentages(counts);
      expect(sum(shares)).toBe(100);
      counts.forEach((count, i) =>
        counts.forEach((other, j) => {
          if (count > other) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]);
        }),
      );
    }
  });
});
