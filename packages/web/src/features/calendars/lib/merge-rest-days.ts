// 'Cargar días de descanso obligatorio': a year's rest days join the calendar's holidays, skipping dates it lists.
import type { Holiday } from '@tms/contracts';

export interface MergedHolidays {
  holidays: Holiday[];
  added: number;
}

/** A row still being typed has no date yet: it sorts last. */
const LAST_DATE = '9999-12-31';
const sortKey = (holiday: Holiday) => holiday.date || LAST_DATE;

export function mergeRestDays(holidays: readonly Holiday[], restDays: readonly Holiday[]): MergedHolidays {
  const listed = new Set(holidays.map((holiday) => holiday.date));
  const missing = restDays.filter((restDay) => !listed.has(restDay.date));
  const merged = [...holidays, ...missing].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return { holidays: merged, added: missing.length };
}

/** The banner after loading a year. */
export const restDaysLoadedMessage = (year: number, added: number) =>
  added === 0
    ? `Los días de descanso obligatorio de ${year} ya estaban en la lista.`
    : `Se agregaron ${added} ${added === 1 ? 'día' : 'días'} de descanso obligatorio de ${year}. Guarde para conservarlos.`;
