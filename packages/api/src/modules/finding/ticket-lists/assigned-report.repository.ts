// The assigned report (docs/product/finding.md#assigned-report, decision 0010): one page of the assigned tickets of a
// period, the exact total under the drop-downs' choices and each drop-down's options (the values still possible under
// the other choices, by name). For a caller who sees every ticket the catalogue drop-downs and the total come from the
// monthly and daily roll-ups for the period's whole UTC months and days, and each responsible is looked up in the
// responsible-and-date index; anyone else is counted over the tickets they may see.
import { sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNED_REPORT_FILTERS,
  type AssignedReportFilterKey,
  type AssignedReportQueryParsed,
  type AssignedReportRow,
} from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../../tickets';
import { nameOf, nextUtcDay, subCategoryCode } from './ticket-lists.repository';
import { pageStartAt, sortedPage, utcDay, type SortKey } from './sorted-page';

/** A row of the report as read: the contract's row with its dates as dates. */
export type ReportRow = Omit<AssignedReportRow, 'createdDate' | 'modifiedDate' | 'closedDate'> & {
  createdDate: Date;
  modifiedDate: Date;
  closedDate: Date | null;
};

export interface ReportPage {
  rows: ReportRow[];
  total: number;
  options: Record<AssignedReportFilterKey, { value: number; label: string }[]>;
  severalUsers: boolean;
}

/** The report's drop-downs: the ticket column each one filters and the name it shows (read through `wi`). */
const reportFilterColumns: Record<AssignedReportFilterKey, { column: string; name: SQL }> = {
  companyLocationId: { column: 'company_location_id', name: nameOf('company_locations', 'code', 'company_location_id') },
  categoryId: { column: 'category_id', name: nameOf('categories', 'code', 'category_id') },
  subCategoryId: { column: 'sub_category_id', name: subCategoryCode },
  severityId: { column: 'severity_id', name: nameOf('priorities', 'code', 'severity_id') },
  statusId: { column: 'status_id', name: nameOf('statuses', 'code', 'status_id') },
  userId: { column: 'assigned_to', name: nameOf('users', 'display_name', 'assigned_to') },
};
const filterColumn = (key: AssignedReportFilterKey) => sql.raw(`wi.${reportFilterColumns[key].column}`);
const filterName = (key: AssignedReportFilterKey) => reportFilterColumns[key].name;

/** The drop-downs of few values (branch, category, sub-category, severity, status): the roll-up's key. */
const CATALOGUE_FILTERS = ASSIGNED_REPORT_FILTERS.filter((key) => key !== 'userId');
type CatalogueFilterKey = (typeof CATALOGUE_FILTERS)[number];
const catalogueColumns = sql.raw(CATALOGUE_FILTERS.map((key) => reportFilterColumns[key].column).join(', '));

const reportColumns = sql`wi.id, wi.subject, wi.category_id AS "categoryId", ${filterName('categoryId')} AS "categoryName",
  wi.sub_category_id AS "subCategoryId", ${subCategoryCode} AS "subCategoryName",
  wi.company_location_id AS "companyLocationId", ${filterName('companyLocationId')} AS "companyLocationName",
  wi.status_id AS "statusId", ${filterName('statusId')} AS status, wi.severity_id AS "severityId",
  ${filterName('severityId')} AS severity, wi.assigned_to AS "userId", ${filterName('userId')} AS "userName",
  wi.created_date AS "createdDate", wi.modified_date AS "modifiedDate", wi.closed_date AS "closedDate"`;

/** Each sort's key on the ticket row (docs/performance.md#sorts); empty branches and closing times sort last. */
const reportSortKeys: Record<AssignedReportQueryParsed['sortField'], SortKey> = {
  createdDate: { column: sql`wi.created_date` },
  id: { column: sql`wi.id`, unique: true },
  subject: { column: sql`wi.subject_key` },
  companyLocationName: { column: sql`wi.location_key`, emptyLast: true },
  subCategoryName: { column: sql`wi.sub_category_key` },
  categoryName: { column: sql`wi.category_key` },
  severity: { column: sql`wi.severity_key` },
  status: { column: sql`wi.status_key` },
  closingTime: { column: sql`wi.closing_time`, emptyLast: true },
  userName: { column: sql`wi.responsible_key`, emptyLast: true },
};

/** The report's choices as one condition, leaving out `except` (a drop-down's options ignore its own choice). */
function reportChoices(q: AssignedReportQueryParsed, except?: AssignedReportFilterKey): SQL {
  const chosen = ASSIGNED_REPORT_FILTERS.filter((key) => key !== except && q[key] !== null).map(
    (key) => sql`${filterColumn(key)} = ${q[key]}`,
  );
  return chosen.length > 0 ? sql.join(chosen, sql` AND `) : sql`TRUE`;
}

/** Tickets created in [from, to) (or [from, to] when `toIncluded`). */
const createdBetween = (from: Date, to: Date, toIncluded = true) =>
  sql`wi.created_date >= ${from} AND wi.created_date ${toIncluded ? sql`<=` : sql`<`} ${to}`;

/** Assigned tickets created in [from, to) (or [from, to] when `toIncluded`) that `user` may see. */
const assignedBetween = (user: AuthUser, from: Date, to: Date, toIncluded = true) =>
  sql`wi.assigned_to IS NOT NULL AND ${createdBetween(from, to, toIncluded)} AND ${visibleTickets(user)}`;

/** The whole UTC days of [start, end] as [first, last) midnights, or null when the range holds none. */
function wholeDays(start: Date, end: Date): { first: Date; last: Date } | null {
  const first =
    start.getTime() === Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()) ? start : nextUtcDay(start);
  const last = new Date(end);
  last.setUTCHours(0, 0, 0, 0);
  return first < last ? { first, last } : null;
}

/** The tickets matching `where`, one row each, with the roll-up's columns. */
const ticketsWhere = (where: SQL) => sql`SELECT ${catalogueColumns}, 1 AS tickets FROM work_items wi WHERE ${where}`;

/**
 * The tickets counted for the catalogue drop-downs and the total: those of the 'Usuario' choice in the range. With
 * no responsible chosen and a caller who sees every ticket, the range's whole UTC days come from the roll-up and only
 * its partial first and last days from the tickets.
 */
function countedTickets(user: AuthUser, q: AssignedReportQueryParsed, everyTicket: boolean): SQL {
  const start = new Date(q.start);
  const end = new Date(q.end);
  const days = everyTicket && q.userId === null ? wholeDays(start, end) : null;
  if (!days) {
    const userChoice = q.userId === null ? sql`TRUE` : sql`wi.assigned_to = ${q.userId}`;
    return ticketsWhere(sql`${assignedBetween(user, start, end)} AND ${userChoice}`);
  }
  return sql`${rolledUp(days.first, days.last)}
    UNION ALL ${ticketsWhere(assignedBetween(user, start, days.first, false))}
    UNION ALL ${ticketsWhere(assignedBetween(user, days.last, end))}`;
}

/** The first UTC day of the month `months` months after `day`'s. */
const monthStart = (day: Date, months = 0) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));

/** The roll-ups' rows of the whole UTC days [first, last): its whole months from the monthly one, the rest by day. */
function rolledUp(first: Date, last: Date): SQL {
  const byDay = (from: Date, to: Date) => sql`SELECT ${catalogueColumns}, tickets FROM ticket_daily_assigned
      WHERE day >= ${utcDay(from)}::date AND day < ${utcDay(to)}::date`;
  const months = { first: first.getUTCDate() === 1 ? first : monthStart(first, 1), last: monthStart(last) };
  if (months.first >= months.last) return byDay(first, last);
  return sql`SELECT ${catalogueColumns}, tickets FROM ticket_monthly_assigned
      WHERE month >= ${utcDay(months.first)}::date AND month < ${utcDay(months.last)}::date
    UNION ALL ${byDay(first, months.first)}
    UNION ALL ${byDay(months.last, last)}`;
}

/** A combination of the catalogue drop-downs' values, its tickets under the 'Usuario' choice, and their names. */
type Combination = Record<CatalogueFilterKey, number | null> &
  Record<`${CatalogueFilterKey}Name`, string | null> & { tickets: number };

/** The combinations with tickets, named through the same sub-queries as the page's rows. */
const combinationsQuery = (counted: SQL) =>
  sql`SELECT ${sql.join(
    CATALOGUE_FILTERS.map(
      (key) => sql`${filterColumn(key)} AS ${sql.raw(`"${key}"`)}, ${filterName(key)} AS ${sql.raw(`"${key}Name"`)}`,
    ),
    sql`, `,
  )}, wi.tickets
    FROM (SELECT ${catalogueColumns}, sum(tickets)::int AS tickets FROM (${counted}) c
           GROUP BY ${catalogueColumns} HAVING sum(tickets) > 0) wi`;

/** A responsible with tickets in the range under the other drop-downs' choices. */
interface Responsible {
  userId: number;
  userName: string | null;
}

/**
 * The 'Usuario' drop-down's responsibles: those with tickets in the range under the other choices. For a caller who
 * sees every ticket, each user is looked up in the responsible-and-date index (stopping at the first ticket found);
 * anyone else's visible tickets of the range are grouped.
 */
function responsiblesQuery(user: AuthUser, q: AssignedReportQueryParsed, everyTicket: boolean): SQL {
  const where = sql`${assignedBetween(user, new Date(q.start), new Date(q.end))} AND ${reportChoices(q, 'userId')}`;
  if (everyTicket) {
    return sql`SELECT u.id AS "userId", u.display_name AS "userName" FROM users u
                WHERE EXISTS (SELECT 1 FROM work_items wi WHERE wi.assigned_to = u.id AND ${where})`;
  }
  return sql`SELECT wi.assigned_to AS "userId", ${filterName('userId')} AS "userName"
               FROM (SELECT DISTINCT wi.assigned_to FROM work_items wi WHERE ${where}) wi`;
}

/** The range holds tickets of more than one responsible: a second one is looked for past the first ticket's. */
const severalResponsibles = (range: SQL) => sql`EXISTS (SELECT 1 FROM work_items wi WHERE ${range}
  AND wi.assigned_to <> (SELECT wi.assigned_to FROM work_items wi WHERE ${range} LIMIT 1))`;

const byLabel = new Intl.Collator('es-MX');
const sortedOptions = (byId: Map<number, string>) =>
  [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => byLabel.compare(a.label, b.label));

/** A combination matches the catalogue choices, leaving out `except` (a drop-down's options ignore its own choice). */
const matchesChoices = (row: Combination, q: AssignedReportQueryParsed, except?: AssignedReportFilterKey) =>
  CATALOGUE_FILTERS.every((key) => key === except || q[key] === null || row[key] === q[key]);

/** The values of one catalogue drop-down among `rows`, by name. */
function catalogueOptions(rows: Combination[], key: CatalogueFilterKey) {
  const byId = new Map<number, string>();
  for (const row of rows) {
    const id = row[key];
    if (id !== null && !byId.has(id)) byId.set(id, row[`${key}Name`] ?? String(id));
  }
  return sortedOptions(byId);
}

/** The drop-downs' options and the exact total under every choice. */
function reportOptions(combinations: Combination[], responsibles: Responsible[], q: AssignedReportQueryParsed) {
  const users = new Map(responsibles.map((r) => [r.userId, r.userName ?? String(r.userId)]));
  const options = Object.fromEntries([
    ...CATALOGUE_FILTERS.map((key) => [
      key,
      catalogueOptions(
        combinations.filter((row) => matchesChoices(row, q, key)),
        key,
      ),
    ]),
    ['userId', sortedOptions(users)],
  ]) as ReportPage['options'];
  const total = combinations.filter((row) => matchesChoices(row, q)).reduce((sum, row) => sum + row.tickets, 0);
  return { options, total };
}

/**
 * The page's rows (every row up to the export's limit with `all`). A page starts after the ticket the browser names
 * (the previous page's last) when that ticket is among the report's tickets under the choices, else it skips pages.
 */
async function reportRows(db: Executor, where: SQL, q: AssignedReportQueryParsed) {
  const start = new Date(q.start);
  const end = new Date(q.end);
  const key = reportSortKeys[q.sortField];
  return sortedPage<ReportRow>(db, {
    period: { start, end },
    where,
    key,
    walkBounds: createdBetween(start, end),
    order: q.sortOrder,
    page: q.page,
    after: q.after === null || q.all ? null : await pageStartAt(db, where, key, q.after),
    size: q.all ? null : q.pageSize,
    columns: reportColumns,
  });
}

export const assignedReportRepository = {
  /** One page of the report's rows, without its total and options. */
  rows: (db: Executor, user: AuthUser, q: AssignedReportQueryParsed) =>
    reportRows(db, sql`${assignedBetween(user, new Date(q.start), new Date(q.end))} AND ${reportChoices(q)}`, q),

  /**
   * One page of the report, its total and the drop-downs' options, in two queries run at once. `everyTicket`: the
   * caller sees every ticket, so the roll-up and the responsible index may answer.
   */
  async page(db: Executor, user: AuthUser, q: AssignedReportQueryParsed, everyTicket: boolean): Promise<ReportPage> {
    const range = assignedBetween(user, new Date(q.start), new Date(q.end));
    const [rows, [groups]] = await Promise.all([
      assignedReportRepository.rows(db, user, q),
      // One row of two JSON arrays: a thousand responsibles cost far less parsed as JSON than as rows.
      queryRows<{ combinations: Combination[] | null; responsibles: Responsible[] | null; severalUsers: boolean }>(
        db,
        sql`SELECT (SELECT json_agg(c) FROM (${combinationsQuery(countedTickets(user, q, everyTicket))}) c) AS combinations,
                   (SELECT json_agg(r) FROM (${responsiblesQuery(user, q, everyTicket)}) r) AS responsibles,
                   ${severalResponsibles(range)} AS "severalUsers"`,
      ),
    ]);
    const options = reportOptions(groups.combinations ?? [], groups.responsibles ?? [], q);
    return { rows, ...options, severalUsers: groups.severalUsers };
  },
};
