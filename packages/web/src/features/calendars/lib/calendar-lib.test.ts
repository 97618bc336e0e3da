import { describe, expect, it } from 'vitest';
import { weeklyHoursSummary } from './calendar-summary';
import { mergeRestDays, restDaysLoadedMessage } from './merge-rest-days';

describe('weeklyHoursSummary', () => {
  it('counts the days with hours and the working hours of the week', () => {
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    expect(weeklyHoursSummary([...week, { weekday: 6, start: '09:00', end: '13:00' }])).toBe('6 días, 49 h por semana');
    expect(weeklyHoursSummary([{ weekday: 7, start: '08:15', end: '24:00' }])).toBe('1 día, 15 h 45 min por semana');
    expect(
      weeklyHoursSummary([
        { weekday: 1, start: '09:00', end: '14:00' },
        { weekday: 1, start: '15:00', end: '18:30' },
      ]),
    ).toBe('1 día, 8 h 30 min por semana');
  });
});

describe('mergeRestDays', () => {
  it('adds the rest days not listed yet, in date order, and keeps the names already given', () => {
    const listed = [
      { date: '2025-12-25', name: 'Navidad (oficina cerrada)' },
      { date: '2025-04-17', name: 'Jueves Santo' },
    ];
    const restDays = [
      { date: '2025-01-01', name: 'Año Nuevo' },
      { date: '2025-12-25', name: 'Navidad' },
    ];
    expect(mergeRestDays(listed, restDays)).toEqual({
      holidays: [
        { date: '2025-01-01', name: 'Año Nuevo' },
        { date: '2025-04-17', name: 'Jueves Santo' },
        { date: '2025-12-25', name: 'Navidad (oficina cerrada)' },
      ],
      added: 1,
    });
  });

  it('keeps a row still being typed (no date yet) at the end', () => {
    const merged = mergeRestDays([{ date: '', name: 'Aniversario' }], [{ date: '2025-05-01', name: 'Día del Trabajo' }]);
    expect(merged.holidays.map((h) => h.name)).toEqual(['Día del Trabajo', 'Aniversario']);
  });

  it('says what happened in Spanish', () => {
    expect(restDaysLoadedMessage(2025, 0)).toBe('Los días de descanso obligatorio de 2025 ya estaban en la lista.');
    expect(restDaysLoadedMessage(2024, 8)).toBe('Se agregaron 8 días de descanso obligatorio de 2024. Guarde para conservarlos.');
  });
});
