// Ticket lists, summary, search and report queries: paging, sorting and counting in SQL, every query scoped by the
// visibility rule, a fixed number of queries per call whatever the page size.
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_EXPORT_LIMIT,
  TicketStatus,
  type TicketListQueryParsed,
  type TicketSearchFilterParsed,
  type TicketSummary,
} from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../../tickets';
import type { ListKind } from './ticket-lists.policy';

/** Inlined as a literal so the statements (and the partial indexes they use) stay as they were. */
const FINISHED = sql.raw(String(TicketStatus.Finished));
const EXPIRING_LIMIT = 100;

const rowColumns = sql`wi.id, wi.subject, sc.code AS "subCategoryCode", wi.status_id AS "statusId", st.code AS status,
  wi.created_by AS "createdBy", cu.display_name AS "createdByName", wi.modified_date AS "modifiedDate"`;
const rowJoins = sql`JOIN sub_categories sc ON sc.id = wi.sub_category_id JOIN statuses st ON st.id = wi.status_id
  JOIN users cu ON cu.id = wi.created_by`;

type SortField = TicketSearchFilterParsed['sortField'];

const sortColumns: Record<SortField, SQL> = {
  id: sql`wi.id`,
  subject: sql`lower(wi.subject)`,
  subCategoryCode: sql`lower(sc.code)`,
  status: sql`wi.status_id`,
  createdByName: sql`lower(cu.display_name)`,
  modifiedDate: sql`wi.modified_date`,
  createdDate: sql`wi.created_date`,
};
/**
 * With a subject filter the sort key is wrapped in an expression so the planner finds the matches through the text
 * indexes and sorts them, instead of walking the whole date index looking for rare matches.
 */
const orderBy = (field: SortField, order: 'asc' | 'desc', textSearch = false) => {
  const key = Object.hasOwn(sortColumns, field) ? sortColumns[field] : sortColumns.modifiedDate;
  const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`ORDER BY ${textSearch ? sql`(${key}) IS NULL, ${key}` : key} ${direction}, wi.id ${direction}`;
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
}

export interface SearchRow extends ListRow {
  categoryName: string;
  companyLocationName: string | null;
  severity: string;
  assignedToName: string | null;
  createdDate: Date;
  expireDate: Date | null;
}

export interface ExpiringRow {
  id: number;
  subject: string;
  expireDate: Date;
  statusId: number;
  status: string;
}

export interface ReportRow {
  id: number;
  subject: string;
  categoryId: number;
  categoryName: string;
  subCategoryId: number;
  subCategoryName: string;
  companyLocationId: number | null;
  companyLocationName: string | null;
  statusId: number;
  status: string;
  severityId: number;
  severity: string;
  userId: number | null;
  userName: string | null;
  createdDate: Date;
  modifiedDate: Date;
  closedDate: Date | null;
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

async function paged<T>(
  db: Executor,
  where: SQL,
  extraColumns: SQL,
  extraJoins: SQL,
  order: SQL,
  page: number,
  pageSize: number | null,
) {
  const [rows, [{ total }]] = await Promise.all([
    queryRows<T>(
      db,
      sql`SELECT ${rowColumns} ${extraColumns} FROM work_items wi ${rowJoins} ${extraJoins} WHERE ${where} ${order}
      LIMIT ${pageSize ?? SEARCH_EXPORT_LIMIT} OFFSET ${pageSize ? page * pageSize : 0}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM work_items wi WHERE ${where}`),
  ]);
  return { rows, total };
}

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
      sql``,
      sql``,
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

  search(db: Executor, user: AuthUser, f: TicketSearchFilterParsed) {
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
    return paged<SearchRow>(
      db,
      sql.join(conditions, sql` AND `),
      sql`, c.code AS "categoryName", cl.code AS "companyLocationName", p.code AS severity, au.display_name AS "assignedToName",
          wi.created_date AS "createdDate", wi.expire_date AS "expireDate"`,
      sql`JOIN categories c ON c.id = wi.category_id JOIN priorities p ON p.id = wi.severity_id
          LEFT JOIN company_locations cl ON cl.id = wi.company_location_id LEFT JOIN users au ON au.id = wi.assigned_to`,
      orderBy(f.sortField, f.sortOrder, !!f.subject),
      f.page,
      f.all ? null : f.pageSize,
    );
  },

  assignedReport(db: Executor, user: AuthUser, start: Date, end: Date) {
    return queryRows<ReportRow>(
      db,
      sql`
      SELECT wi.id, wi.subject, wi.category_id AS "categoryId", c.code AS "categoryName", wi.sub_category_id AS "subCategoryId",
             sc.code AS "subCategoryName", wi.company_location_id AS "companyLocationId", cl.code AS "companyLocationName",
             wi.status_id AS "statusId", st.code AS status, wi.severity_id AS "severityId", p.code AS severity,
             wi.assigned_to AS "userId", au.display_name AS "userName", wi.created_date AS "createdDate",
             wi.modified_date AS "modifiedDate", wi.closed_date AS "closedDate"
        FROM work_items wi
        JOIN categories c ON c.id = wi.category_id JOIN sub_categories sc ON sc.id = wi.sub_category_id
        JOIN statuses st ON st.id = wi.status_id JOIN priorities p ON p.id = wi.severity_id
        LEFT JOIN company_locations cl ON cl.id = wi.company_location_id LEFT JOIN users au ON au.id = wi.assigned_to
       WHERE wi.assigned_to IS NOT NULL AND wi.created_date >= ${start} AND wi.created_date <= ${end} AND ${visibleTickets(user)}
       ORDER BY wi.created_date DESC, wi.id DESC LIMIT ${SEARCH_EXPORT_LIMIT}`,
    );
  },

  /** Tickets created in the period grouped by category, branch or department (visible ones only). */
  shares(db: Executor, user: AuthUser, by: ShareGrouping, since: Date) {
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
    return queryRows<ShareRow>(
      db,
      sql`
      SELECT ${g.id} AS id, ${g.name} AS name, count(*)::int AS tickets
        FROM work_items wi ${g.join}
       WHERE wi.created_date >= ${since} AND ${visibleTickets(user)}
       GROUP BY 1, 2 ORDER BY tickets DESC, name`,
    );
  },

  /** The last 12 months (this one included): created, closed and closed within SLA, by creation month. */
  monthly(db: Executor, user: AuthUser, now: Date) {
    return queryRows<MonthlyRow>(
      db,
      sql`
      WITH months AS (
        SELECT generate_series(date_trunc('month', ${now}::timestamptz) - interval '11 months',
                               date_trunc('month', ${now}::timestamptz), interval '1 month') AS start
      ), counts AS (
        SELECT date_trunc('month', wi.created_date) AS start,
               count(*) FILTER (WHERE wi.status_id = ${FINISHED}
                                  AND (wi.expire_date IS NULL OR wi.closed_date <= wi.expire_date))::int AS in_sla,
               count(*) FILTER (WHERE wi.status_id = ${FINISHED})::int AS closed,
               count(*)::int AS total
          FROM work_items wi
         WHERE wi.created_date >= date_trunc('month', ${now}::timestamptz) - interval '11 months' AND ${visibleTickets(user)}
         GROUP BY 1
      )
      SELECT extract(month FROM m.start)::int AS month, extract(year FROM m.start)::int AS year,
             (row_number() OVER (ORDER BY m.start) - 1)::int AS "rowIndex",
             COALESCE(c.in_sla, 0) AS "totalInSLA", COALESCE(c.closed, 0) AS "totalTicketClosed",
             COALESCE(c.total, 0) AS "totalTicketMonth"
        FROM months m LEFT JOIN counts c ON c.start = m.start
       ORDER BY m.start`,
    );
  },
};
