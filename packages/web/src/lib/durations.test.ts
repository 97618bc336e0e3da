import { describe, expect, it } from 'vitest';
import { formatMinutes } from './durations';

describe('formatMinutes', () => {
  it('writes hours and minutes, leaving out a part that is zero', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(1440)).toBe('24 h');
  });
});
