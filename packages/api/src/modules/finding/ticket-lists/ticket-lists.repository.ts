// Ticket lists, summary, search and chart queries: paging, sorting and counting in SQL, every query scoped by the
// visibility rule, a fixed number of queries per call whatever the page size.
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_TOTAL_CAP,
  TicketStatus,
  type TicketListQueryParsed,
  type TicketSearchFilterParsed,
  type TicketSummary,
} from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import { escalatedAtDeadline, visibleTickets } from '../../tickets';
import type { ListKind } from './ticket-lists.policy';
import { plannedPage, sortedMatches, sortedPage, utcDay, type SortKey } from './sorted-page';
import { subjectMatches, subjectSearchWords, subjectWordWalk } from './subject-words';

/** Inlined as a literal so the statements (and the partial indexes they use) stay as they were. */
export const FINISHED = sql.raw(String(TicketStatus.Finished));
const EXPIRING_LIMIT = 100;

/** One catalogue name of the row, as a scalar sub-query: a page with no joins plans in a fraction of the time. */
export const nameOf = (table: string, column: string, key: string) =>
  sql.raw(`(SELECT n.${column} FROM ${table} n WHERE n.id = wi.${key})`);
export const subCategoryCode = nameOf('sub_categories', 'code', 'sub_category_id');
const creatorName = nameOf('users', 'display_name', 'created_by');
const responsibleName = nameOf('users', 'display_name', 'assigned_to');

/** A page row's columns; `escalated` is one index look-up per row, so it stays out of the counts. */
const rowColumns = sql`wi.id, wi.subject, ${subCategoryCode} AS "subCategoryCode", wi.status_id AS "statusId",
  ${nameOf('statuses', 'code', 'status_id')} AS status, wi.created_by AS "createdBy", ${creatorName} AS "createdByName",
  wi.modified_date AS "modifiedDate", wi.expire_date AS "expireDate", ${responsibleName} AS "assignedToName",
  ${escalatedAtDeadline} AS escalated`;

type SortField = TicketListQueryParsed['sortField'] | TicketSearchFilterParsed['sortField'];

/**
 * Each sort's key on the ticket row (docs/performance.md#sorts). `expireDate` keeps PostgreSQL's order for empty
 * values (last ascending, first descending): the lists walk their (creator or responsible, expiry, number) index in
 * either direction. Tickets without a responsible sort last either way.
 */
const sortKeys: Record<SortField, SortKey> = {
  id: { column: sql`wi.id`, unique: true },
  subject: { column: sql`wi.subject_key` },
  subCategoryCode: { column: sql`wi.sub_category_key` },
  status: { column: sql`wi.status_id` },
  createdByName: { column: sql`wi.creator_key` },
  modifiedDate: { column: sql`wi.modified_date` },
  createdDate: { column: sql`wi.created_date` },
  expireDate: { column: sql`wi.expire_date` },
  assignedToName: { column: sql`wi.responsible_key`, emptyLast: true },
};

export interface ListRow {
  id: number;
  subject: string;
  subCategoryCode: string;
  statusId: number;
  status: string;
  createdBy: number;
  createdByName: string;
  modifiedDate: Date;
  expireDate: Date | null;
  assignedToName: string | null;
  escalated: boolean;
}

export interface SearchRow extends ListRow {
  categoryName: string;
  companyLocationName: string | null;
  severity: string;
  createdDate: Date;
}

export interface ExpiringRow {
  id: number;
  subject: string;
  expireDate: Date;
  statusId: number;
  status: string;
}

export interface ShareRow {
  id: number | null;
  name: string;
  tickets: number;
}

export interface MonthlyRow {
  month: number;
  year: number;
  rowIndex: number;
  totalInSLA: number;
  totalTicketClosed: number;
  totalTicketMonth: number;
}

export type ShareGrouping = 'category' | 'location' | 'department';

/** The sorts the creator's and the responsible's own indexes serve (by modification, by expiry). */
const PERSON_INDEXED: ReadonlySet<SortField> = new Set(['modifiedDate', 'expireDate']);

/**
 * A list's page and its exact count. A list holds one person's tickets: their own index is walked when it holds the
 * order, else their tickets are sorted (docs/performance.md#sorts).
 */
async function paged<T>(db: Executor, kind: ListKind, where: SQL, q: TicketListQueryParsed) {
  const page = { where, key: sortKeys[q.sortField], order: q.sortOrder, page: q.page, size: q.pageSize, columns: rowColumns };
  const read = kind !== 'subscribed' && PERSON_INDEXED.has(q.sortField) ? plannedPage : sortedMatches;
  const [rows, [{ total }]] = await Promise.all([
    read<T>(db, page),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM work_items wi WHERE ${where}`),
  ]);
  return { rows, total };
}

/** Counts the matches up to one past the cap: an exact count over a huge match costs seconds (decision 0010). */
async function cappedCount(db: Executor, where: SQL) {
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM work_items wi WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) m`,
  );
  return { total: Math.min(total, SEARCH_TOTAL_CAP), totalCapped: total > SEARCH_TOTAL_CAP };
}

const searchColumns = sql`${nameOf('categories', 'code', 'category_id')} AS "categoryName",
  ${nameOf('company_locations', 'code', 'company_location_id')} AS "companyLocationName",
  ${nameOf('priorities', 'code', 'severity_id')} AS severity, wi.created_date AS "createdDate"`;

/** Midnight UTC after `instant`: the share charts count whole days from there and the tickets themselves before it. */
export const nextUtcDay = (instant: Date) => {
  const next = new Date(instant);
  next.setUTCHours(24, 0, 0, 0);
  return next;
};

export const ticketListsRepository = {
  list(db: Executor, user: AuthUser, kind: ListKind, q: TicketListQueryParsed) {
    const mine: Record<ListKind, SQL> = {
      sent: sql`wi.created_by = ${user.id}`,
      received: sql`wi.assigned_to = ${user.id}`,
      subscribed: sql`EXISTS (SELECT 1 FROM work_item_subscribers s WHERE s.work_item_id = wi.id AND s.user_id = ${user.id})`,
    };
    const statusFilters = { active: sql`AND wi.status_id <> ${FINISHED}`, closed: sql`AND wi.status_id = ${FINISHED}` };
    const status = q.filter ? statusFilters[q.filter] : sql``;
    const ended = kind === 'subscribed' && !q.showEnded ? sql`AND wi.status_id <> ${FINISHED}` : sql``;
    const quick = [
      q.statusId ? sql`AND wi.status_id = ${q.statusId}` : sql``,
      q.severityId ? sql`AND wi.severity_id = ${q.severityId}` : sql``,
      q.overdue ? sql`AND wi.expire_date < now() AND wi.status_id <> ${FINISHED}` : sql``,
    ];
    return paged<ListRow>(db, kind, sql`${mine[kind]} ${status} ${ended} ${sql.join(quick, sql` `)}`, q);
  },

  async summary(db: Executor, user: AuthUser): Promise<TicketSummary> {
    // Three indexed lookups (created by, assigned to, subscribed) rather than one scan over their union.
    const [row] = await queryRows<TicketSummary>(
      db,
      sql`
      SELECT c."initialTickets", c."closedTickets", c."totalSentTickets", a."assignedTickets", s."totalSubscribedTickets"
        FROM (SELECT count(*) FILTER (WHERE status_id <> ${FINISHED})::int AS "initialTickets",
                     count(*) FILTER (WHERE status_id = ${FINISHED})::int AS "closedTickets",
                     count(*)::int AS "totalSentTickets" FROM work_items WHERE created_by = ${user.id}) c,
             (SELECT count(*)::int AS "assignedTickets" FROM work_items
               WHERE assigned_to = ${user.id} AND status_id <> ${FINISHED}) a,
             (SELECT count(*)::int AS "totalSubscribedTickets"
                FROM work_item_subscribers ws JOIN work_items wi ON wi.id = ws.work_item_id
               WHERE ws.user_id = ${user.id} AND wi.status_id <> ${FINISHED}) s`,
    );
    return row;
  },

  toExpire(db: Executor, user: AuthUser, limit = EXPIRING_LIMIT) {
    return queryRows<ExpiringRow>(
      db,
      sql`
      SELECT wi.id, wi.subject, wi.expire_date AS "expireDate", wi.status_id AS "statusId", st.code AS status
        FROM work_items wi JOIN statuses st ON st.id = wi.status_id
       WHERE wi.assigned_to = ${user.id} AND wi.status_id <> ${FINISHED} AND wi.expire_date IS NOT NULL
       ORDER BY wi.expire_date, wi.id LIMIT ${limit}`,
    );
  },

  async search(db: Executor, user: AuthUser, f: TicketSearchFilterParsed) {
    const periodOf = (created: SQL) => [
      ...(f.startDate ? [sql`${created} >= ${new Date(f.startDate)}`] : []),
      ...(f.endDate ? [sql`${created} <= ${new Date(f.endDate)}`] : []),
    ];
    const period = periodOf(sql`wi.created_date`);
    const conditions: SQL[] = [visibleTickets(user), ...period];
    if (f.workItemId) conditions.push(sql`wi.id = ${f.workItemId}`);
    if (f.categoryId) conditions.push(sql`wi.category_id = ${f.categoryId}`);
    if (f.subCategoryId) conditions.push(sql`wi.sub_category_id = ${f.subCategoryId}`);
    if (f.locationId) conditions.push(sql`wi.company_location_id = ${f.locationId}`);
    if (f.assignedTo) conditions.push(sql`wi.assigned_to = ${f.assignedTo}`);
    if (f.createdBy) conditions.push(sql`wi.created_by = ${f.createdBy}`);
    if (f.statusId) conditions.push(sql`wi.status_id = ${f.statusId}`);
    if (f.severityId) conditions.push(sql`wi.severity_id = ${f.severityId}`);
    if (f.subject) conditions.push(subjectMatches(f.subject));
    const where = sql.join(conditions, sql` AND `);
    const words = f.subject && f.sortField === 'subject' ? await subjectSearchWords(db, f.subject) : null;
    const [rows, count] = await Promise.all([
      sortedPage<SearchRow>(db, {
        period:
          period.length > 0
            ? { start: f.startDate ? new Date(f.startDate) : null, end: f.endDate ? new Date(f.endDate) : null }
            : undefined,
        where,
        key: sortKeys[f.sortField],
        walkBounds: sql.join(
          [...period, f.sortField === 'status' && f.statusId ? sql`wi.status_id = ${f.statusId}` : sql`TRUE`],
          sql` AND `,
        ),
        walk: words?.length
          ? subjectWordWalk(words, f.sortOrder, sql.join([...periodOf(sql`created_date`), sql`TRUE`], sql` AND `))
          : undefined,
        order: f.sortOrder,
        page: f.page,
        size: f.all ? null : f.pageSize,
        columns: sql`${rowColumns}, ${searchColumns}`,
      }),
      cappedCount(db, where),
    ]);
    return { rows, ...count };
  },

  /**
   * Tickets created since `since` grouped by category, branch or department (visible ones only). `everyTicket`: the
   * caller sees every ticket, so the daily roll-up answers for whole UTC days and the tickets themselves only for the
   * part of the first day after `since`.
   */
  shares(db: Executor, user: AuthUser, by: ShareGrouping, since: Date, everyTicket: boolean) {
    const group: Record<ShareGrouping, { id: SQL; name: SQL; join: SQL }> = {
      category: { id: sql`c.id`, name: sql`c.code`, join: sql`JOIN categories c ON c.id = wi.category_id` },
      location: {
        id: sql`cl.id`,
        name: sql`COALESCE(cl.code, 'Sin sucursal')`,
        join: sql`LEFT JOIN company_locations cl ON cl.id = wi.company_location_id`,
      },
      department: {
        id: sql`d.id`,
        name: sql`COALESCE(d.code, 'Sin departamento')`,
        join: sql`JOIN categories c ON c.id = wi.category_id LEFT JOIN departments d ON d.id = c.department_id`,
      },
    };
    const g = group[by];
    const dayAfter = nextUtcDay(since);
    const counted = everyTicket
      ? sql`(SELECT category_id, company_location_id, tickets FROM ticket_daily_shares
              WHERE day >= ${utcDay(dayAfter)}::date
             UNION ALL
             SELECT category_id, company_location_id, 1 FROM work_items
              WHERE created_date >= ${since} AND created_date < ${dayAfter})`
      : sql`(SELECT wi.category_id, wi.company_location_id, 1 AS tickets FROM work_items wi
              WHERE wi.created_date >= ${since} AND ${visibleTickets(user)})`;
    return queryRows<ShareRow>(
      db,
      sql`
      SELECT ${g.id} AS id, ${g.name} AS name, sum(wi.tickets)::int AS tickets
        FROM ${counted} wi ${g.join}
       GROUP BY 1, 2 HAVING sum(wi.tickets) > 0 ORDER BY tickets DESC, name`,
    );
  },

  /**
   * The last 12 UTC months (this one included): created, closed and closed within SLA, by creation month; from the
   * monthly roll-up when the caller sees every ticket (`everyTicket`).
   */
  monthly(db: Executor, user: AuthUser, now: Date, everyTicket: boolean) {
    const first = sql`(date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') - interval '11 months')`;
    const counts = everyTicket
      ? sql`SELECT month AS start, sum(closed_in_sla) AS in_sla, sum(closed) AS closed, sum(tickets) AS total
              FROM ticket_monthly_counts WHERE month >= ${first} GROUP BY 1`
      : sql`SELECT date_trunc('month', wi.created_date AT TIME ZONE 'UTC') AS start,
                   count(*) FILTER (WHERE wi.status_id = ${FINISHED}
                                      AND (wi.expire_date IS NULL OR wi.closed_date <= wi.expire_date)) AS in_sla,
                   count(*) FILTER (WHERE wi.status_id = ${FINISHED}) AS closed, count(*) AS total
              FROM work_items wi
             WHERE wi.created_date >= ${first} AT TIME ZONE 'UTC' AND ${visibleTickets(user)}
             GROUP BY 1`;
    return queryRows<MonthlyRow>(
      db,
      sql`
      WITH months AS (
        SELECT generate_series(${first}, date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS start
      ), counts AS (${counts})
      SELECT extract(month FROM m.start)::int AS month, extract(year FROM m.start)::int AS year,
             (row_number() OVER (ORDER BY m.start) - 1)::int AS "rowIndex",
             COALESCE(c.in_sla, 0)::int AS "totalInSLA", COALESCE(c.closed, 0)::int AS "totalTicketClosed",
             COALESCE(c.total, 0)::int AS "totalTicketMonth"
        FROM months m LEFT JOIN counts c ON c.start = m.start
       ORDER BY m.start`,
    );
  },
};
