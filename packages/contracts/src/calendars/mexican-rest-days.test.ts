import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mexicanRestDays } from './mexican-rest-days';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const MONDAY = 1;

describe('mexicanRestDays', () => {
  it('lists the rest days of 2025 as the official calendar has them', () => {
    expect(mexicanRestDays(2025)).toEqual([
      { date: '2025-01-01', name: 'Año Nuevo' },
      { date: '2025-02-03', name: 'Día de la Constitución' },
      { date: '2025-03-17', name: 'Natalicio de Benito Juárez' },
      { date: '2025-05-01', name: 'Día del Trabajo' },
      { date: '2025-09-16', name: 'Día de la Independencia' },
      { date: '2025-11-17', name: 'Día de la Revolución Mexicana' },
      { date: '2025-12-25', name: 'Navidad' },
    ]);
  });

  it('adds 1 October in the years the federal executive changes hands', () => {
    const transfer = { date: '2024-10-01', name: 'Transmisión del Poder Ejecutivo Federal' };
    expect(mexicanRestDays(2024)).toContainEqual(transfer);
    expect(mexicanRestDays(2024).map((d) => d.date)).toEqual([
      '2024-01-01',
      '2024-02-05',
      '2024-03-18',
      '2024-05-01',
      '2024-09-16',
      '2024-10-01',
      '2024-11-18',
      '2024-12-25',
    ]);
    expect(mexicanRestDays(2030).map((d) => d.date)).toContain('2030-10-01');
    expect(mexicanRestDays(2026)).toHaveLength(7);
    expect(mexicanRestDays(2029)).toHaveLength(7);
  });

  it('kept the change of executive on 1 December before 2024', () => {
    expect(mexicanRestDays(2018).map((d) => d.date)).toContain('2018-12-01');
    expect(mexicanRestDays(2012).map((d) => d.date)).toContain('2012-12-01');
    expect(mexicanRestDays(2019)).toHaveLength(7);
  });

  it('puts the movable days on the right Monday of their month for any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2006, max: 2100 }), (year) => {
        const byName = new Map(mexicanRestDays(year).map((d) => [d.name, d.date]));
        const constitution = byName.get('Día de la Constitución')!;
        const juarez = byName.get('Natalicio de Benito Juárez')!;
        const revolution = byName.get('Día de la Revolución Mexicana')!;
        for (const date of [constitution, juarez, revolution]) expect(weekdayOf(date)).toBe(MONDAY);
        expect(Number(constitution.slice(8))).toBeLessThanOrEqual(7);
        expect(Number(juarez.slice(8))).toBeGreaterThanOrEqual(15);
        expect(Number(juarez.slice(8))).toBeLessThanOrEqual(21);
        expect(Number(revolution.slice(8))).toBeGreaterThanOrEqual(15);
        expect(Number(revolution.slice(8))).toBeLessThanOrEqual(21);
        expect(constitution.slice(0, 7)).toBe(`${year}-02`);
        expect(juarez.slice(0, 7)).toBe(`${year}-03`);
        expect(revolution.slice(0, 7)).toBe(`${year}-11`);
      }),
    );
  });
});
