// Mexico's mandatory rest days (Ley Federal del Trabajo, art. 74) for a year, computed from the rules rather than
// typed: fixed dates, Mondays counted within their month (since the 2006 reform), and the day the federal executive
// changes hands every six years. Fraction IX (election days set by electoral law) has no rule to compute and is left
// to the administrator.
import type { Holiday } from './calendar-rules';

/** A rest day of the Ley Federal del Trabajo: a date 'YYYY-MM-DD' and its Spanish name. */
export type RestDay = Holiday;

const MONDAY = 1;
const FEBRUARY = 2;
const MARCH = 3;
const OCTOBER = 10;
const NOVEMBER = 11;
const DECEMBER = 12;
/** The executive changed hands on 1 December until 2018 and on 1 October from 2024 on (constitutional reform of 2014). */
const FIRST_OCTOBER_TRANSFER_YEAR = 2024;
const TERM_YEARS = 6;

const pad = (value: number) => String(value).padStart(2, '0');
const fixed = (year: number, month: number, day: number, name: string): RestDay => ({
  date: `${year}-${pad(month)}-${pad(day)}`,
  name,
});

/** The `nth` Monday of a month (1 = the first). */
function nthMonday(year: number, month: number, nth: number, name: string): RestDay {
  // Sunday-first (0–6); Monday is 1 on this scale too.
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((MONDAY - firstWeekday + 7) % 7);
  return fixed(year, month, firstMonday + (nth - 1) * 7, name);
}

const isTransferYear = (year: number) => (((year - FIRST_OCTOBER_TRANSFER_YEAR) % TERM_YEARS) + TERM_YEARS) % TERM_YEARS === 0;

function executiveTransfer(year: number): RestDay[] {
  if (!isTransferYear(year)) return [];
  const month = year >= FIRST_OCTOBER_TRANSFER_YEAR ? OCTOBER : DECEMBER;
  return [fixed(year, month, 1, 'Transmisión del Poder Ejecutivo Federal')];
}

/** The rest days of `year`, in date order, with their Spanish names. */
export function mexicanRestDays(year: number): RestDay[] {
  return [
    fixed(year, 1, 1, 'Año Nuevo'),
    nthMonday(year, FEBRUARY, 1, 'Día de la Constitución'),
    nthMonday(year, MARCH, 3, 'Natalicio de Benito Juárez'),
    fixed(year, 5, 1, 'Día del Trabajo'),
    fixed(year, 9, 16, 'Día de la Independencia'),
    nthMonday(year, NOVEMBER, 3, 'Día de la Revolución Mexicana'),
    fixed(year, 12, 25, 'Navidad'),
    ...executiveTransfer(year),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
