// The indicators as the API shows them (docs/product/service-quality.md#indicators): shares as percentages with one
// decimal, medians and 90th percentiles estimated from the buckets of minutes, the backlog of each day from today's
// open tickets and what was created and finalised since, the Spanish names of rows without a person or an entity.
import { indicatorMessages, LOW_RATING_MAX, type BacklogDay, type IndicatorCards, type Indicators } from '@tms/contracts';
import { daysOf } from './indicator-days';
import type { BucketRow, DayRow, IndicatorFigures } from './indicators.repository';

const RATINGS = [1, 2, 3, 4, 5] as const;
const FIRST_RESPONSE = 1;
const RESOLUTION = 2;

/** `met` of `total` in percent with one decimal; null without any. */
const percentage = (met: number, total: number) => (total > 0 ? Math.round((met * 1000) / total) / 10 : null);
const compliance = (met: number, total: number) => ({ met, total, percentage: percentage(met, total) });

/**
 * The minutes below which a share `p` of the tickets fall, estimated from their buckets: the bucket holding that rank,
 * its tickets spread evenly across it (the last bucket, without an upper bound, answers its lower one).
 */
function percentile(buckets: BucketRow[], total: number, p: number): number {
  const rank = p * total;
  let before = 0;
  for (const bucket of buckets) {
    if (before + bucket.tickets >= rank) {
      if (bucket.upper === null) return bucket.lower;
      return Math.round(bucket.lower + ((bucket.upper - bucket.lower) * (rank - before)) / bucket.tickets);
    }
    before += bucket.tickets;
  }
  return buckets.at(-1)?.lower ?? 0;
}

function spread(all: BucketRow[], kind: number) {
  const buckets = all.filter((bucket) => bucket.kind === kind);
  const tickets = buckets.reduce((sum, bucket) => sum + bucket.tickets, 0);
  return tickets === 0
    ? { tickets, median: null, p90: null }
    : { tickets, median: percentile(buckets, tickets, 0.5), p90: percentile(buckets, tickets, 0.9) };
}

type Counts = Partial<Omit<DayRow, 'day'>>;

/** The counts of `rows` added up. */
function sumOf(rows: DayRow[]): Counts {
  const total: Counts = {};
  for (const { day: _day, ...counts } of rows) {
    for (const [key, value] of Object.entries(counts) as [keyof Counts, number][]) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

function cardsOf(counts: Counts, buckets: BucketRow[], responsesNotYetDue: number): IndicatorCards {
  const n = (key: keyof Counts) => counts[key] ?? 0;
  const ratings = RATINGS.map((rating) => n(`rating${rating}`));
  const answers = ratings.reduce((sum, count) => sum + count, 0);
  const ratingSum = ratings.reduce((sum, count, i) => sum + count * RATINGS[i], 0);
  return {
    created: n('created'),
    closed: n('closed'),
    slaCompliance: compliance(n('slaMet'), n('slaTotal')),
    firstResponseCompliance: compliance(n('firstResponseMet'), n('firstResponseDue') - responsesNotYetDue),
    firstResponseMinutes: spread(buckets, FIRST_RESPONSE),
    resolutionMinutes: spread(buckets, RESOLUTION),
    satisfaction: {
      average: answers > 0 ? Math.round((ratingSum * 100) / answers) / 100 : null,
      answers,
      surveysSent: n('surveysSent'),
      ratings,
    },
  };
}

/**
 * Each day of the range with the tickets open at its end: today's open tickets, less those created after that day,
 * plus those finalised after it (days to come: null).
 */
function backlogOf(figures: IndicatorFigures, openNow: number): BacklogDay[] {
  const byDay = new Map(figures.days.map((row) => [row.day, row]));
  const later = byDay.get(null);
  let createdAfter = later?.created ?? 0;
  let closedAfter = later?.closed ?? 0;
  return daysOf(figures.range.start, figures.range.end)
    .reverse()
    .map((day) => {
      const row = byDay.get(day);
      const created = row?.created ?? 0;
      const closed = row?.closed ?? 0;
      const backlog = day > figures.today ? null : openNow - createdAfter + closedAfter;
      createdAfter += created;
      closedAfter += closed;
      return { day, created, closed, backlog };
    })
    .reverse();
}

export function presentIndicators(figures: IndicatorFigures): Indicators {
  const cards = cardsOf(sumOf(figures.days.filter((row) => row.day !== null)), figures.buckets, figures.responsesNotYetDue);
  const openNow = figures.workload.reduce((sum, row) => sum + row.open, 0);
  return {
    start: figures.range.start,
    end: figures.range.end,
    cards,
    backlog: backlogOf(figures, openNow),
    workload: figures.workload.map((row) => ({ ...row, name: row.name ?? indicatorMessages.noResponsible })),
    timeByEntity: figures.timeByEntity.map((row) => ({ ...row, name: row.name ?? indicatorMessages.internalCreators })),
    lowRatings: {
      total: cards.satisfaction.ratings.slice(0, LOW_RATING_MAX).reduce((sum, count) => sum + count, 0),
      comments: figures.comments.map((row) => ({ ...row, answeredDate: new Date(row.answeredDate).toISOString() })),
    },
  };
}
