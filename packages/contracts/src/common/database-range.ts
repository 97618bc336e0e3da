// The dates PostgreSQL stores as the API sends them: a `timestamptz` between the years 1 and 9999 once in UTC. A date
// outside this range is refused as bad input (400 with a field message), never left to fail in SQL.
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/** The last instant the API accepts as a date (epoch milliseconds). */
export const LATEST_DATE_MS = Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999);

/** True when the date (ISO text or epoch milliseconds) falls in the years 1–9999 once in UTC. */
export function isStorableDate(value: string | number): boolean {
  const year = new Date(value).getUTCFullYear();
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
}
