// Ticket lists, summary, search and chart queries: paging, sorting and counting in SQL, every query scoped by the
// visibility rule, a fixed number of queries per call whatever the page size.
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_EXPORT_LIMIT,
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

type SearchSortField = TicketSearchFilterParsed['sortField'];
type SortField = TicketListQueryParsed['sortField'] | SearchSortField;

/**
 * `expireDate` keeps PostgreSQL's order for empty values (last ascending, first descending): the lists walk their
 * (creator or responsible, expiry, id) index in either direction. The responsible's name has an order of its own in
 * the Buscador (`byResponsible`).
 */
const sortColumns: Record<SortField, SQL> = {
  id: sql`wi.id`,
  subject: sql`lower(wi.subject)`,
  subCategoryCode: sql`lower(${subCategoryCode})`,
  status: sql`wi.status_id`,
  createdByName: sql`lower(${creatorName})`,
  modifiedDate: sql`wi.modified_date`,
  createdDate: sql`wi.created_date`,
  expireDate: sql`wi.expire_date`,
  assignedToName: sql`lower(${responsibleName})`,
};
const sqlDirection = (order: 'asc' | 'desc') => (order === 'asc' ? sql`ASC` : sql`DESC`);

/**
 * `rareMatches`: the sort key is wrapped in an expression so the planner finds the few matches through the text
 * indexes and sorts them, instead of walking the whole date index looking for rare matches.
 */
const orderBy = (field: SortField, order: 'asc' | 'desc', rareMatches = false) => {
  const key = Object.hasOwn(sortColumns, field) ? sortColumns[field] : sortColumns.modifiedDate;
  const direction = sqlDirection(order);
  return sql`ORDER BY ${rareMatches ? sql`(${key}) IS NULL, ${key}` : key} ${direction}, wi.id ${direction}`;
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

/** One page of `size` rows, or every row up to the export's limit. */
const pageLimit = (page: number, size: number | null) =>
  sql`LIMIT ${size ?? SEARCH_EXPORT_LIMIT} OFFSET ${size ? page * size : 0}`;

const pageRows = <T>(db: Executor, where: SQL, extraColumns: SQL, order: SQL, page: number, size: number | null) =>
  queryRows<T>(db, sql`SELECT ${rowColumns} ${extraColumns} FROM work_items wi WHERE ${where} ${order} ${pageLimit(page, size)}`);

async function paged<T>(db: Executor, where: SQL, order: SQL, page: number, pageSize: number | null) {
  const [rows, [{ total }]] = await Promise.all([
    pageRows<T>(db, where, sql``, order, page, pageSize),
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

const searchColumns = sql`, ${nameOf('categories', 'code', 'category_id')} AS "categoryName",
  ${nameOf('company_locations', 'code', 'company_location_id')} AS "companyLocationName",
  ${nameOf('priorities', 'code', 'severity_id')} AS severity, wi.created_date AS "createdDate"`;

/** Sort fields with an index to walk; a window of their first rows may hold a whole page of a common word's matches. */
const WALKABLE: ReadonlySet<SortField> = new Set(['id', 'modifiedDate', 'createdDate']);
const FIRST_ROWS_WINDOW = 1_000;

/**
 * The page among the FIRST_ROWS_WINDOW first tickets in `order`, or null when they hold less than a whole page. A
 * whole page found there is the true page: every ticket outside the window comes after them in that order.
 */
async function pageInFirstRows(db: Executor, where: SQL, order: SQL, page: number, size: number) {
  const rows = await queryRows<SearchRow>(
    db,
    sql`SELECT ${rowColumns} ${searchColumns}
      FROM (SELECT * FROM work_items wi ${order} LIMIT ${FIRST_ROWS_WINDOW}) wi
     WHERE ${where} ${order} LIMIT ${size} OFFSET ${page * size}`,
  );
  return rows.length === size ? rows : null;
}

/**
 * Buscador rows by the responsible's name, then the responsible, then the number, in `order`; tickets without a
 * responsible last. Sorting every match costs a name look-up per match (0.2–0.5 s for a month at 1M), so past the
 * count cap (`walk`) the page is read user by user in name order instead, each user's matches through the
 * (responsible, creation date) or (responsible, last change) index: a page needs the users up to it, not every match.
 * Under the cap the matches are few and are sorted whole. Both give the same order.
 */
function byResponsible(db: Executor, where: SQL, order: 'asc' | 'desc', page: number, size: number | null, walk: boolean) {
  const d = sqlDirection(order);
  if (!walk) {
    const sorted = sql`ORDER BY lower(${responsibleName}) ${d} NULLS LAST, wi.assigned_to ${d}, wi.id ${d}`;
    return pageRows<SearchRow>(db, where, searchColumns, sorted, page, size);
  }
  const wanted = (page + 1) * (size ?? SEARCH_EXPORT_LIMIT);
  return queryRows<SearchRow>(
    db,
    sql`SELECT ${rowColumns} ${searchColumns} FROM (
      (SELECT wi.*, 0 AS sort_group, u.sort_name, u.id AS sort_user
         FROM (SELECT id, lower(display_name) AS sort_name FROM users ORDER BY 2 ${d}, 1 ${d}) u
        CROSS JOIN LATERAL (SELECT * FROM work_items wi WHERE wi.assigned_to = u.id AND ${where}
                             ORDER BY wi.id ${d} LIMIT ${wanted}) wi
        ORDER BY u.sort_name ${d}, u.id ${d}, wi.id ${d} LIMIT ${wanted})
      UNION ALL
      (SELECT wi.*, 1, NULL, NULL FROM work_items wi WHERE wi.assigned_to IS NULL AND ${where}
        ORDER BY wi.id ${d} LIMIT ${wanted})
    ) wi
    ORDER BY wi.sort_group, wi.sort_name ${d}, wi.sort_user ${d}, wi.id ${d} ${pageLimit(page, size)}`,
  );
}

/** Midnight UTC after `instant`: the share charts count whole days from there and the tickets themselves before it. */
export const nextUtcDay = (instant: Date) => {
  const next = new Date(instant);
  next.setUTCHours(24, 0, 0, 0);
  return next;
};

/** Accent-insensitive subject match: Spanish full-text (stems) or substring (partial words), on stored, indexed columns. */
export function subjectMatches(text: string): SQL {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(wi.subject_vector @@ plainto_tsquery('spanish', tms_unaccent(${text})) OR wi.subject_search LIKE tms_unaccent(${like}))`;
}

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
    return paged<ListRow>(
      db,
      sql`${mine[kind]} ${status} ${ended} ${sql.join(quick, sql` `)}`,
      orderBy(q.sortField, q.sortOrder),
      q.page,
      q.pageSize,
    );
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
    const conditions: SQL[] = [visibleTickets(user)];
    if (f.startDate) conditions.push(sql`wi.created_date >= ${new Date(f.startDate)}`);
    if (f.endDate) conditions.push(sql`wi.created_date <= ${new Date(f.endDate)}`);
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
    const size = f.all ? null : f.pageSize;
    // One responsible chosen: every match bears the same name, and the number orders them alike.
    const sortField = f.sortField === 'assignedToName' && f.assignedTo ? 'id' : f.sortField;
    if (sortField === 'assignedToName') {
      const count = await cappedCount(db, where);
      return { rows: await byResponsible(db, where, f.sortOrder, f.page, size, count.totalCapped), ...count };
    }
    // With a subject, the count and a look at the first rows of the sort order run at once: a common word fills its
    // page there. Otherwise a subject that matches fewer tickets than the cap is found through the text indexes and
    // its matches sorted; a common one (the count reached the cap) lets the planner walk the sort column's index.
    // Without a subject the planner chooses on its own.
    if (f.subject) {
      const [count, firstRows] = await Promise.all([
        cappedCount(db, where),
        size !== null && WALKABLE.has(sortField)
          ? pageInFirstRows(db, where, orderBy(sortField, f.sortOrder), f.page, size)
          : null,
      ]);
      if (firstRows) return { rows: firstRows, ...count };
      const order = orderBy(sortField, f.sortOrder, !count.totalCapped);
      return { rows: await pageRows<SearchRow>(db, where, searchColumns, order, f.page, size), ...count };
    }
    const [rows, count] = await Promise.all([
      pageRows<SearchRow>(db, where, searchColumns, orderBy(sortField, f.sortOrder), f.page, size),
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
              WHERE day >= ${dayAfter.toISOString().slice(0, 10)}::date
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
