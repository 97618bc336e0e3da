import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@tms/contracts';
import { resultCountLabel } from './result-count';

describe('resultCountLabel', () => {
  it('gives the exact count below the cap and "Más de" past it', () => {
    expect(resultCountLabel({ total: 1, totalCapped: false })).toBe('1 ticket encontrado');
    expect(resultCountLabel({ total: 7, totalCapped: false })).toBe('7 tickets encontrados');
    expect(resultCountLabel({ total: SEARCH_TOTAL_CAP, totalCapped: false })).toBe('1,000 tickets encontrados');
    expect(resultCountLabel({ total: SEARCH_TOTAL_CAP, totalCapped: true })).toBe('Más de 1,000 tickets encontrados');
  });
});
