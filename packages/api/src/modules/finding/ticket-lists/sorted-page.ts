// One page of tickets in any order the Buscador and the report offer (docs/performance.md#sorts). Every order is a
// sort key kept on the ticket row, then the creation date and the number, and is indexed so (migration 0028); a
// page is read in one of three ways:
// - walking the key's index through its first FIRST_ROWS_WINDOW tickets of the period (checked in the index itself),
//   when they hold the whole page (a common word, a long period, the quick filters: a few hundred index entries);
// - sorting the matches, when that window does not hold the page (few matches, or matches bunched at the far end of
//   the order): they are found through the filters' indexes and only their numbers and keys are sorted;
// - past the window (deep pages, exports): by sorting the period's matches when a walk of the key's index would pass
//   more tickets than the period holds, else as the planner chooses;
// - by number, walking each run of the period's numbers (the blocks' roll-up bounds them) in order, so no walk passes
//   every older ticket first.
// The lists read one person's tickets: they sort them (`sortedMatches`), or walk the person's own index by
// modification or expiry (`plannedPage`); a walk of a key's index would pass everybody else's tickets.
// The page's columns are read for its own rows only, after its numbers are known.
// A page asked for after a ticket (`after`, the previous page's last) starts at that ticket's place in the key's index
// instead of skipping the pages before it: a deep page costs what the first one does.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_EXPORT_LIMIT } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';

/**
 * A sort key: its column on the ticket row, and whether empty values sort last in either direction. The number is
 * `unique`: it needs no tie-breaker, and the planner reads it its own way within the period's numbers.
 */
export interface SortKey {
  column: SQL;
  emptyLast?: boolean;
  unique?: boolean;
}

export interface SortedPageQuery {
  /** Conditions on the ticket `wi`. */
  where: SQL;
  key: SortKey;
  /**
   * Those of `where`'s conditions the key's index checks itself while it is walked: the creation period (every sort
   * index holds the creation date), and a chosen value of the key's own column.
   */
  walkBounds?: SQL;
  /**
   * Another walk of the first rows: (id, sort_key, sort_created) in the page's order, among which is every match (a
   * subject search's words, `subjectWordWalk`); the key's index is not walked then.
   */
  walk?: SQL;
  /** The creation period's ends, when one is chosen: a page past the window chooses its way by them (`walkPassesPeriod`). */
  period?: { start: Date | null; end: Date | null };
  order: 'asc' | 'desc';
  page: number;
  /** The previous page's last ticket (`pageStartAt`): the page is the tickets after it in the order, whatever `page`. */
  after?: PageStart | null;
  /** Rows per page, or null for every row up to the export's limit. */
  size: number | null;
  /** The page's columns, read through `wi`. */
  columns: SQL;
}

/** How many of the first tickets in a key's order are looked at for a whole page before the matches are sorted. */
export const FIRST_ROWS_WINDOW = 10_000;

/** How a page's order reads a row: its key, creation date and number, and whether its key is empty. */
interface OrderColumns {
  key: SQL;
  created: SQL;
  id: SQL;
  empty: SQL;
}

const onTicket = (key: SortKey): OrderColumns => ({
  key: key.column,
  created: sql`wi.created_date`,
  id: sql`wi.id`,
  empty: sql`(${key.column} IS NULL)`,
});

/**
 * `ORDER BY` the key, the creation date and the number, written as the key's index is (an empty key sorts last
 * through the `(key IS NULL)` column both of its indexes start with).
 */
function orderClause(key: SortKey, order: 'asc' | 'desc', columns: OrderColumns = onTicket(key)) {
  const d = order === 'asc' ? sql`ASC` : sql`DESC`;
  if (key.unique) return sql`ORDER BY ${columns.key} ${d}`;
  if (!key.emptyLast) return sql`ORDER BY ${columns.key} ${d}, ${columns.created} ${d}, ${columns.id} ${d}`;
  return sql`ORDER BY ${columns.empty}, ${columns.key} ${d} NULLS LAST, ${columns.created} ${d} NULLS LAST, ${columns.id} ${d} NULLS LAST`;
}

/** The order of rows that carry their key as `sort_key` and their creation date as `sort_created`. */
const ofRanked = (alias: string): OrderColumns => ({
  key: sql.raw(`${alias}.sort_key`),
  created: sql.raw(`${alias}.sort_created`),
  id: sql.raw(`${alias}.id`),
  empty: sql.raw(`(${alias}.sort_key IS NULL)`),
});

const limitClause = (q: SortedPageQuery) =>
  sql`LIMIT ${q.size ?? SEARCH_EXPORT_LIMIT} OFFSET ${q.size === null ? 0 : q.page * q.size}`;

/** A ticket a page starts after: its number, and whether its key is empty (those sort last). */
export interface PageStart {
  id: number;
  emptyKey: boolean;
}

/**
 * Ticket `id` as a page's start, when it matches `where` (a page may start after it only then: its place is not
 * shown otherwise); null when it does not.
 */
export async function pageStartAt(db: Executor, where: SQL, key: SortKey, id: number): Promise<PageStart | null> {
  const [row] = await queryRows<{ emptyKey: boolean }>(
    db,
    sql`SELECT (${key.column} IS NULL) AS "emptyKey" FROM work_items wi WHERE wi.id = ${id} AND ${where}`,
  );
  return row ? { id, emptyKey: row.emptyKey } : null;
}

/**
 * The tickets after `start` in the key's order, as conditions read in turn until the page is full, each one a place
 * its index is walked from: the key, creation date and number compared as a row. An empty key sorts last: after an
 * empty one come the empty ones by creation date and number; after a filled one, ascending, everything past its row
 * with the emptiness first; descending, the filled ones past it, then every empty one.
 */
function afterStart(key: SortKey, order: 'asc' | 'desc', start: PageStart): SQL[] {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  const empty = sql`(${key.column} IS NULL)`;
  const of = (columns: SQL) => sql`(SELECT ${columns} FROM work_items wi WHERE wi.id = ${start.id})`;
  const place = (columns: SQL) => sql`ROW(${columns}) ${op} ${of(columns)}`;
  const ties = sql`wi.created_date, wi.id`;
  if (key.unique) return [sql`${key.column} ${op} ${start.id}`];
  if (!key.emptyLast) return [place(sql`${key.column}, ${ties}`)];
  if (start.emptyKey) return [sql`${empty} AND ${key.column} IS NULL AND ${place(ties)}`];
  if (order === 'asc') return [place(sql`${empty}, ${key.column}, ${ties}`)];
  // '= ANY' keeps the emptiness an equality on the index's first column (the planner turns '= false' into 'IS NOT
  // NULL', a condition on the key's column): only then does the walk start at the row instead of the filled keys' first.
  const filled = sql`${empty} = ANY ('{f}'::boolean[])`;
  return [sql`${filled} AND ${place(sql`${key.column}, ${ties}`)}`, sql`${empty} AND ${key.column} IS NULL`];
}

/**
 * The page after `start`, read as the planner chooses (it walks the key's index from that place) through each of
 * `afterStart`'s conditions in turn until it is full.
 */
async function pageAfter<T>(db: Executor, q: SortedPageQuery, start: PageStart, size: number): Promise<T[]> {
  const rows: T[] = [];
  for (const after of afterStart(q.key, q.order, start)) {
    if (rows.length === size) break;
    rows.push(...(await plannedPage<T>(db, { ...q, where: sql`${q.where} AND ${after}`, page: 0, size: size - rows.length })));
  }
  return rows;
}

/** The page's numbers and keys (`ranked`, a query over `wi`), then its columns for those rows alone, in order. */
function readPage<T>(db: Executor, q: SortedPageQuery, ranked: SQL) {
  return queryRows<T>(
    db,
    sql`WITH page AS (${ranked})
      SELECT ${q.columns} FROM page p JOIN work_items wi ON wi.id = p.id
      ${orderClause(q.key, q.order, ofRanked('p'))}`,
  );
}

const ranked = (q: SortedPageQuery, source: SQL, columns: OrderColumns = onTicket(q.key)) =>
  sql`SELECT wi.id, ${q.key.column} AS sort_key, wi.created_date AS sort_created FROM ${source} WHERE ${q.where}
    ${orderClause(q.key, q.order, columns)} ${limitClause(q)}`;

/**
 * The page among the first tickets of the period in the key's order, or null when they do not hold a whole page. The
 * window names its emptiness column so the planner sees its rows come in the page's order.
 */
async function pageInFirstRows<T>(db: Executor, q: SortedPageQuery, size: number) {
  const rows = await readPage<T>(db, q, q.walk ? ranked(q, ...firstWalked(q.walk)) : ranked(q, ...firstInKeyOrder(q)));
  return rows.length === size ? rows : null;
}

/** The first tickets of the key's index within the walk's bounds, as the window of `pageInFirstRows`. */
const firstInKeyOrder = (q: SortedPageQuery): [SQL, OrderColumns] => [
  sql`(SELECT wi.*, (${q.key.column} IS NULL) AS sort_empty FROM work_items wi
    WHERE ${q.walkBounds ?? sql`TRUE`} ${orderClause(q.key, q.order)} LIMIT ${FIRST_ROWS_WINDOW}) wi`,
  { ...onTicket(q.key), empty: sql`wi.sort_empty` },
];

/** The first tickets of another walk (`SortedPageQuery.walk`), ordered by the walk's own columns as they come. */
const firstWalked = (walk: SQL): [SQL, OrderColumns] => [
  sql`(SELECT wi.*, w.sort_key AS walk_key, w.sort_created AS walk_created, w.id AS walk_id
         FROM (${walk} LIMIT ${FIRST_ROWS_WINDOW}) w JOIN work_items wi ON wi.id = w.id) wi`,
  { key: sql`wi.walk_key`, created: sql`wi.walk_created`, id: sql`wi.walk_id`, empty: sql`(wi.walk_key IS NULL)` },
];

/** The matches found through the filters' indexes (materialised, so the key's index is not walked), sorted. */
export function sortedMatches<T>(db: Executor, q: SortedPageQuery) {
  const matches = sql`SELECT wi.id, ${q.key.column} AS sort_key, wi.created_date AS sort_created FROM work_items wi WHERE ${q.where}`;
  return readPage<T>(
    db,
    q,
    sql`WITH matches AS MATERIALIZED (${matches})
      SELECT m.id, m.sort_key, m.sort_created FROM matches m ${orderClause(q.key, q.order, ofRanked('m'))} ${limitClause(q)}`,
  );
}

/** One page in the planner's own way: deep pages, exports, and a list's walk of its person's index. */
export const plannedPage = <T>(db: Executor, q: SortedPageQuery) => readPage<T>(db, q, ranked(q, sql`work_items wi`));

/** An instant's UTC day as the roll-ups write it ('2026-11-26'). */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The roll-up's days of the period [start, end] (either end open when null), as a condition on `day`. */
function periodDays(start: Date | null, end: Date | null) {
  const [first, last] = [start && utcDay(start), end && utcDay(end)];
  return sql`(${first}::date IS NULL OR day >= ${first}::date) AND (${last}::date IS NULL OR day <= ${last}::date)`;
}

/** Tickets created before, within and after [start, end], counted on the daily roll-up (an estimate is enough to choose). */
async function periodCounts(db: Executor, start: Date | null, end: Date | null) {
  const [counts] = await queryRows<{ before: number; within: number; after: number }>(
    db,
    sql`SELECT COALESCE(sum(tickets) FILTER (WHERE day < ${start && utcDay(start)}::date), 0)::int AS before,
               COALESCE(sum(tickets) FILTER (WHERE day > ${end && utcDay(end)}::date), 0)::int AS after,
               COALESCE(sum(tickets) FILTER (WHERE ${periodDays(start, end)}), 0)::int AS within
          FROM ticket_daily_shares`,
  );
  return counts;
}

/**
 * Whether walking the key's index to the end of the page passes more tickets than the period holds, so sorting the
 * period's matches costs less. Numbers follow creation: an ascending walk passes every older ticket first and a
 * descending one every newer ticket. Any other key spreads the period through its order: the walk passes the whole
 * table's share of tickets for each one of the period it keeps.
 */
async function walkPassesPeriod(db: Executor, q: SortedPageQuery, period: NonNullable<SortedPageQuery['period']>) {
  const { before, within, after } = await periodCounts(db, period.start, period.end);
  const reach = q.size === null ? SEARCH_EXPORT_LIMIT : (q.page + 1) * q.size;
  const passed = q.key.unique
    ? (q.order === 'asc' ? before : after) + reach
    : (reach * (before + within + after)) / Math.max(within, 1);
  return passed > within;
}

/** A page past the first rows' window: the period's matches sorted when a walk would pass more, else the planner's way. */
async function periodPage<T>(db: Executor, q: SortedPageQuery): Promise<T[]> {
  if (q.period && (await walkPassesPeriod(db, q, q.period))) return sortedMatches<T>(db, q);
  return plannedPage<T>(db, q);
}

/** At most this many runs of numbers are walked for a period sorted by number (the closest runs are joined). */
const MAX_NUMBER_RUNS = 8;

/** Past this many other numbers in the runs per ticket of the period, the runs are mostly other tickets': not walked. */
const RUN_SPREAD_LIMIT = 2;

type NumberRun = [first: number, last: number];

/** `runs` (sorted by their first number) joined where they overlap, then the closest joined until at most `max` are left. */
export function joinRuns(runs: readonly NumberRun[], max = MAX_NUMBER_RUNS): NumberRun[] {
  const joined: NumberRun[] = [];
  for (const [first, last] of runs) {
    const previous = joined.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else joined.push([first, last]);
  }
  while (joined.length > max) {
    const gaps = joined.slice(1).map(([first], i) => first - joined[i][1]);
    const i = gaps.indexOf(Math.min(...gaps));
    joined.splice(i, 2, [joined[i][0], joined[i + 1][1]]);
  }
  return joined;
}

/** Ticket numbers per block of the blocks' roll-up (`ticket_number_blocks`, block = number >> 10). */
const NUMBERS_PER_BLOCK = 1024;

/**
 * The runs of numbers the period's tickets hold, from the blocks of numbers whose creation hours overlap the period
 * (numbers follow creation, so a period's are one run, plus a block for each batch written out of order: an import,
 * demo data), and how many tickets the period holds (the daily roll-up's whole days).
 */
async function periodNumberRuns(db: Executor, period: NonNullable<SortedPageQuery['period']>) {
  const rows = await queryRows<{ block: number; tickets: number }>(
    db,
    sql`SELECT block, (SELECT COALESCE(sum(tickets), 0)::int FROM ticket_daily_shares
                        WHERE ${periodDays(period.start, period.end)}) AS tickets
          FROM ticket_number_blocks
         WHERE (${period.start}::timestamptz IS NULL OR last_created > ${period.start})
           AND (${period.end}::timestamptz IS NULL OR first_created <= ${period.end})
         ORDER BY block`,
  );
  const runs = joinRuns(rows.map(({ block }): NumberRun => [block * NUMBERS_PER_BLOCK, (block + 1) * NUMBERS_PER_BLOCK - 1]));
  return { runs, tickets: rows[0]?.tickets ?? 0 };
}

/**
 * A period's page by number: each run of the period's numbers walked in order on its own (as far as the page
 * reaches), so no walk passes the tickets numbered between two runs. When the runs hold mostly other tickets (more than
 * eight batches joined over the numbers between them), it is read as any page past the window (`periodPage`).
 */
async function numberPage<T>(db: Executor, q: SortedPageQuery, period: NonNullable<SortedPageQuery['period']>) {
  const { runs, tickets } = await periodNumberRuns(db, period);
  if (runs.length === 0) return [];
  // A block's worth of other tickets per run is the least a run may hold: a small period's one block is still walked.
  const others = runs.reduce((sum, [first, last]) => sum + last - first + 1, 0) - runs.length * NUMBERS_PER_BLOCK;
  if (others > RUN_SPREAD_LIMIT * tickets) return periodPage<T>(db, q);
  const reach = q.size === null ? SEARCH_EXPORT_LIMIT : (q.page + 1) * q.size;
  const walks = runs.map(
    ([first, last]) => sql`(SELECT wi.id, wi.id AS sort_key, wi.created_date AS sort_created FROM work_items wi
      WHERE ${q.where} AND wi.id BETWEEN ${first} AND ${last} ${orderClause(q.key, q.order)} LIMIT ${reach})`,
  );
  return readPage<T>(
    db,
    q,
    sql`SELECT r.* FROM (${sql.join(walks, sql` UNION ALL `)}) r ${orderClause(q.key, q.order, ofRanked('r'))} ${limitClause(q)}`,
  );
}

/** One page of the tickets matching `q.where` in the key's order (see the head of this file). */
export async function sortedPage<T>(db: Executor, q: SortedPageQuery): Promise<T[]> {
  if (q.after && q.size !== null) return pageAfter<T>(db, q, q.after, q.size);
  const size = q.size;
  if (!q.key.unique && size !== null && (q.page + 1) * size <= FIRST_ROWS_WINDOW)
    return (await pageInFirstRows<T>(db, q, size)) ?? sortedMatches<T>(db, q);
  if (q.key.unique && q.period) return numberPage<T>(db, q, q.period);
  return periodPage<T>(db, q);
}
