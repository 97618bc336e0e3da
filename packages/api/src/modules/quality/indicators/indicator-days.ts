// Company days as the indicators count them ('YYYY-MM-DD', docs/product/service-quality.md#indicators): calendar
// arithmetic on the dates alone, whatever the time zone of the server, and the periods of the roll-ups: a day, a week
// from Monday and a block of four weeks, counted from Monday 1 January 2001 as tms_indicator_periods (migration 0040)
// counts them.
const DAY_MS = 86_400_000;
const PERIODS_EPOCH = '2001-01-01';
/** The periods kept beside the days, longest first. */
const SPANS = [28, 7];

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(Date.parse(day) + days * DAY_MS);
const dayNumber = (day: string) => Math.round((Date.parse(day) - Date.parse(PERIODS_EPOCH)) / DAY_MS);
const dayNumbered = (number: number) => addDays(PERIODS_EPOCH, number);

/** Every day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Rows of one span whose first days run from `first` to `last`. */
export interface PeriodRows {
  span: number;
  first: string;
  last: string;
}

/** The fewest period rows adding up to the days `start` to `end`: its whole blocks, then whole weeks, then days. */
export function periodsOf(start: string, end: string, spans: readonly number[] = SPANS): PeriodRows[] {
  if (start > end) return [];
  const [span, ...shorter] = spans;
  if (span === undefined) return [{ span: 1, first: start, last: end }];
  const firstWhole = Math.ceil(dayNumber(start) / span) * span;
  const afterWhole = Math.floor((dayNumber(end) + 1) / span) * span;
  if (firstWhole >= afterWhole) return periodsOf(start, end, shorter);
  return [
    ...periodsOf(start, dayNumbered(firstWhole - 1), shorter),
    { span, first: dayNumbered(firstWhole), last: dayNumbered(afterWhole - span) },
    ...periodsOf(dayNumbered(afterWhole), end, shorter),
  ];
}
