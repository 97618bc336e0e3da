// Deadlines of open tickets after a business calendar changes
// (docs/product/calendars.md#working-time-and-sla-deadlines), in the background: every calendar whose revision is ahead
// of its recomputed revision has the open tickets it may count (its branches', and when it is the active default those
// of branches without an active calendar of their own) recomputed in batches, each batch one short UPDATE of
// expire_date and warning_date only. modified_date is left alone, so a form open on such a ticket still saves (no 409);
// a batch never overwrites a ticket whose SLA inputs a save changed meanwhile (that save already stored its own
// deadline). The calendar is marked recomputed at the revision read, so a change made meanwhile runs again.
//
// The one-time backfill of warning_date (a column added after tickets had deadlines) runs here too, once per process
// start: open tickets with an expire_date and no warning_date get the 80% instant in their calendar's working time,
// their expire_date untouched. Until then sla-warnings falls back to 80% of the elapsed time.
import { sql, type SQL } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import {
  calendarForBranch,
  calendarRecomputationScope,
  calendarsAwaitingRecomputation,
  markCalendarRecomputed,
  slaWarningAt,
  type CalendarChange,
  type CalendarScope,
  type WorkingCalendar,
} from '../../calendars';
import { deadlineIn, slaDuration, slaLevelJoin, type SlaRow, type TicketDeadline } from './ticket-sla';

/** Tickets per UPDATE: small enough that a batch holds its row locks for a few milliseconds. */
export const RECOMPUTATION_BATCH_SIZE = 300;
const CALENDARS_PER_RUN = 10;
const CHECK_INTERVAL_MS = 30_000;
const FINISHED = sql.raw(String(TicketStatus.Finished));

interface OpenTicketRow extends SlaRow {
  id: number;
  createdDate: Date | string;
  subCategoryId: number;
  severityId: number;
  companyLocationId: number | null;
  expireDate: Date | string | null;
  warningDate: Date | string | null;
}

interface NewDeadline extends TicketDeadline {
  row: OpenTicketRow;
}

const timeOf = (date: Date | string | null) => (date === null ? null : new Date(date).getTime());

/**
 * Told of each open ticket whose deadline cannot be computed (a response time its calendar cannot hold, from a level
 * stored before levels were bounded): the ticket keeps its deadline and the others go on.
 */
export type SkippedTicket = (ticketId: number, reason: string) => void;

type Recompute = (row: OpenTicketRow) => Promise<TicketDeadline>;

/** The ticket's new deadline, or null when the working time refuses to count it (reported to `onSkipped`). */
async function deadlineOrSkip(
  row: OpenTicketRow,
  recompute: Recompute,
  onSkipped: SkippedTicket,
): Promise<TicketDeadline | null> {
  try {
    return await recompute(row);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    onSkipped(row.id, error.message);
    return null;
  }
}

const sameDeadline = (deadline: TicketDeadline, row: OpenTicketRow) =>
  timeOf(deadline.expireDate) === timeOf(row.expireDate) && timeOf(deadline.warningDate) === timeOf(row.warningDate);

/** The calendar of each branch, read once per run. */
function calendarCache(db: Executor) {
  const cache = new Map<number | null, Promise<WorkingCalendar | null>>();
  return (companyLocationId: number | null) => {
    let calendar = cache.get(companyLocationId);
    if (!calendar) {
      calendar = calendarForBranch(db, companyLocationId);
      cache.set(companyLocationId, calendar);
    }
    return calendar;
  };
}

/** Open tickets with a deadline matching `condition`, after `afterId`, in id order. */
function openTickets(db: Executor, condition: SQL, afterId: number, limit: number): Promise<OpenTicketRow[]> {
  return queryRows<OpenTicketRow>(
    db,
    sql`
    SELECT wi.id, wi.created_date AS "createdDate", wi.sub_category_id AS "subCategoryId", wi.severity_id AS "severityId",
           wi.company_location_id AS "companyLocationId", wi.expire_date AS "expireDate", wi.warning_date AS "warningDate",
           pl.response_time_setting AS setting, pl.response_time_type_id AS "unitId", sc.sla
      FROM work_items wi
      JOIN sub_categories sc ON sc.id = wi.sub_category_id
      ${slaLevelJoin(sql`wi.severity_id`)}
      LEFT JOIN company_locations cl ON cl.id = wi.company_location_id
      LEFT JOIN calendars bc ON bc.id = cl.calendar_id AND bc.is_active
     WHERE wi.status_id <> ${FINISHED} AND wi.expire_date IS NOT NULL AND wi.id > ${afterId} AND (${condition})
     ORDER BY wi.id
     LIMIT ${limit}`,
  );
}

/** The tickets a change of a calendar may move; null when none. */
function scopeCondition(scope: CalendarScope): SQL | null {
  const parts: SQL[] = [];
  if (scope.branchIds.length > 0)
    parts.push(
      sql`wi.company_location_id IN (${sql.join(
        scope.branchIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (scope.coversBranchesWithoutCalendar) parts.push(sql`bc.id IS NULL`);
  return parts.length === 0 ? null : sql.join(parts, sql` OR `);
}

/**
 * Writes the batch's new deadlines in one statement, only where the ticket is still open and its SLA inputs (sub-category,
 * severity, branch) are those the deadline was computed from. Returns how many tickets moved.
 */
async function writeDeadlines(db: Executor, deadlines: NewDeadline[]): Promise<number> {
  if (deadlines.length === 0) return 0;
  const values = deadlines.map(
    ({ row, expireDate, warningDate }) =>
      sql`(${row.id}::int, ${expireDate}::timestamptz, ${warningDate}::timestamptz, ${row.subCategoryId}::int,
           ${row.severityId}::int, ${row.companyLocationId}::int)`,
  );
  const updated = await queryRows<{ id: number }>(
    db,
    sql`
    UPDATE work_items wi SET expire_date = v.expire_date, warning_date = v.warning_date
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, expire_date, warning_date, sub_category_id, severity_id, location_id)
     WHERE wi.id = v.id AND wi.status_id <> ${FINISHED} AND wi.sub_category_id = v.sub_category_id
       AND wi.severity_id = v.severity_id AND wi.company_location_id IS NOT DISTINCT FROM v.location_id
    RETURNING wi.id`,
  );
  return updated.length;
}

/** How a run walks the tickets: how many per batch, and whom it tells of a ticket it skips. */
export interface RecomputationRun {
  onSkipped: SkippedTicket;
  batchSize?: number;
}

/** Walks the tickets matching `condition` in batches, writing what `recompute` answers for each; returns how many moved. */
async function inBatches(
  db: Executor,
  condition: SQL,
  { onSkipped, batchSize = RECOMPUTATION_BATCH_SIZE }: RecomputationRun,
  recompute: Recompute,
): Promise<number> {
  let moved = 0;
  let afterId = 0;
  for (;;) {
    const rows = await openTickets(db, condition, afterId, batchSize);
    if (rows.length === 0) return moved;
    const changed: NewDeadline[] = [];
    for (const row of rows) {
      const deadline = await deadlineOrSkip(row, recompute, onSkipped);
      if (deadline && !sameDeadline(deadline, row)) changed.push({ row, ...deadline });
    }
    moved += await writeDeadlines(db, changed);
    afterId = rows[rows.length - 1].id;
    if (rows.length < batchSize) return moved;
  }
}

/** Recomputes the open tickets one calendar change may move, then marks it recomputed; returns how many moved. */
export async function recomputeCalendarChange(db: Executor, change: CalendarChange, run: RecomputationRun): Promise<number> {
  const condition = scopeCondition(await calendarRecomputationScope(db, change.calendarId));
  const calendarOf = calendarCache(db);
  const moved =
    condition === null
      ? 0
      : await inBatches(db, condition, run, async (row) =>
          deadlineIn(await calendarOf(row.companyLocationId), new Date(row.createdDate), slaDuration(row)),
        );
  await markCalendarRecomputed(db, change.calendarId, change.revision);
  return moved;
}

/** Recomputes the tickets of every changed calendar (a few per run, oldest change first); returns how many moved. */
export async function recomputeChangedCalendars(db: Executor, run: RecomputationRun): Promise<number> {
  let moved = 0;
  for (const change of await calendarsAwaitingRecomputation(db, CALENDARS_PER_RUN)) {
    moved += await recomputeCalendarChange(db, change, run);
  }
  return moved;
}

/** Fills warning_date of open tickets that have a deadline but no warning instant yet; returns how many. */
export async function backfillWarningDates(db: Executor, run: RecomputationRun): Promise<number> {
  const calendarOf = calendarCache(db);
  return inBatches(db, sql`wi.warning_date IS NULL`, run, async (row) => {
    const createdDate = new Date(row.createdDate);
    const expireDate = new Date(row.expireDate!);
    return { expireDate, warningDate: slaWarningAt(await calendarOf(row.companyLocationId), createdDate, expireDate) };
  });
}

interface JobLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Backfills once, then checks for changed calendars every 30 seconds; returns a function that stops it. */
export function startDeadlineRecomputation(db: Executor, log: JobLog): () => void {
  let backfilled = false;
  let running = false;
  const recomputation: RecomputationRun = {
    onSkipped: (ticketId, reason) => log.warn({ ticketId, reason }, 'deadline recomputation skipped a ticket'),
  };
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (!backfilled) {
        await backfillWarningDates(db, recomputation);
        backfilled = true;
      }
      await recomputeChangedCalendars(db, recomputation);
    } catch (error) {
      log.error({ err: error }, 'deadline recomputation failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), CHECK_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
