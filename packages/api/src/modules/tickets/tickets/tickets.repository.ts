// Reads of tickets: the detail and the history each in one prepared query (the visibility check included), the
// picker list, and the lookups the save's checks need. Related tickets always come with whether the caller may see them.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { EntityType, HistoryField, automationMessages, type TicketOriginValue } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import { companyLocations, priorities, users } from '../../../db/schema';
import { rowExists } from '../../../lib/row-exists';
import { queryPreparedRows, type AuthUser } from '../../../plugins/current-user';
import { TICKET_REFERENCE_FIELDS } from './ticket-history';
import { ticketPolicy, visibleTickets } from './tickets.policy';

export interface TicketRow {
  id: number;
  subject: string;
  detail: string;
  categoryId: number;
  categoryName: string;
  subCategoryId: number;
  subCategoryName: string;
  companyLocationId: number | null;
  companyLocationName: string | null;
  assignedTo: number | null;
  assignedToName: string | null;
  createdBy: number;
  createdByName: string;
  severityId: number;
  severity: string;
  statusId: number;
  status: string;
  parentId: number | null;
  createdDate: Date;
  modifiedDate: Date;
  expireDate: Date | null;
  closedDate: Date | null;
  firstResponseDate: Date | null;
  firstResponseMinutes: number | null;
  firstResponseDueDate: Date | null;
  resolutionMinutes: number | null;
  /** Logged on the ticket itself and on its task children. */
  timeSpentMinutes: number;
  /** Its creator's answer to the satisfaction survey, once given. */
  satisfaction: { rating: number; comment: string | null; date: string } | null;
  deparmentName: string | null;
  groupName: string | null;
  isCreatedFromTask: boolean;
  /** The ticket this one was merged into (docs/product/self-service.md#merge). */
  mergedIntoId: number | null;
  companyId: number;
}

export interface RelatedRow {
  id: number;
  subject: string;
  statusId: number;
  status: string;
  parentId: number | null;
  /** Whether the caller may see this related ticket (docs/product/tickets.md#who-may-change-what). */
  visible: boolean;
}
export interface SubscriberRow {
  userId: number;
  userName: string;
  displayName: string;
}
export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  filePath: string;
  isTemp: boolean;
  createdBy: number;
  /** A Date from the driver, an ISO string when read inside the detail's JSON. */
  createdDate: Date | string;
  workItemId: number | null;
  companyId: number;
}
export interface DiscussionRow {
  id: number;
  order: number;
  message: string;
  /** Read through a {@link DiscussionWindow}: the stored message is longer than `message`. */
  isCut?: boolean;
  createdBy: number | null;
  createdByName: string | null;
  createdDate: Date | string;
  origin: TicketOriginValue | null;
  isInternal: boolean;
}
export interface TaskRow {
  id: number;
  taskId: number;
  taskTypeCode: string;
  isRequired: boolean;
  realizedBy: number | null;
  realizedByUserName: string | null;
  realizedByName: string | null;
  notes: string | null;
  childWorkItemId: number | null;
  childStatusId: number | null;
  /** Whether the caller may see the task's child ticket. */
  childVisible: boolean;
}

export interface SimpleTicketRow {
  id: number;
  subject: string;
  parentId: number | null;
  lastUpdate: Date;
}

export interface HistoryRow {
  id: number;
  action: string;
  date: Date | string;
  creatorId: number | null;
  creatorName: string | null;
  origin: TicketOriginValue | null;
  items: HistoryItemRow[];
}
export interface HistoryItemRow {
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  oldValueName: string | null;
  newValueName: string | null;
  /** On items naming a ticket (TICKET_REFERENCE_FIELDS): whether the caller may see the old and the new one. */
  oldVisible: boolean;
  newVisible: boolean;
}

export interface CatalogueCheckRow {
  subCategoryOk: boolean;
  categoryOk: boolean;
  sameCategory: boolean;
}

/** Catalogue tables whose rows a ticket refers to and that must be active. */
export const activeCheckTables = { users, priorities, companyLocations } as const;
export type ActiveCheckTable = keyof typeof activeCheckTables;

export interface TicketRelationRows {
  parent: RelatedRow | null;
  childs: RelatedRow[];
}

export interface TicketDetailRows extends TicketRelationRows {
  ticket: TicketRow;
  subscribers: SubscriberRow[];
  attachments: AttachmentRow[];
  discussions: DiscussionRow[];
  tasks: TaskRow[];
}

/** The detail as read: the rows shown with the ticket, and whether a business calendar applies to its branch. */
export type TicketDetail = TicketDetailRows & {
  slaInWorkingTime: boolean;
  /** An escalation rule acted on it at its current deadline. */
  escalated: boolean;
  /** With a {@link DiscussionWindow}: how many messages the caller may read, beyond the window too. */
  discussionCount?: number;
};

/**
 * A bounded read of the discussion (the PDF report's): the first `messages` messages the caller may read, each cut
 * to its first `chars` characters, so the reader's work never grows with the ticket.
 */
export interface DiscussionWindow {
  messages: number;
  chars: number;
}

type DetailQueryRow = TicketRow & {
  visible: boolean;
  slaInWorkingTime: boolean;
  escalated: boolean;
  related: (Omit<TicketDetailRows, 'ticket'> & { discussionCount?: number }) | null;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The ticket's own columns over the alias `wi`, with the names of what it refers to. The names are scalar
 * sub-selects rather than joins: planning a ten-table join costs PostgreSQL milliseconds on every call, each
 * sub-select one index look-up (the references are foreign keys, so each finds its row).
 */
const ticketColumns = sql`
      wi.id, wi.subject, wi.detail, wi.category_id AS "categoryId",
      (SELECT code FROM categories WHERE id = wi.category_id) AS "categoryName",
      wi.sub_category_id AS "subCategoryId", (SELECT code FROM sub_categories WHERE id = wi.sub_category_id) AS "subCategoryName",
      wi.company_location_id AS "companyLocationId",
      (SELECT code FROM company_locations WHERE id = wi.company_location_id) AS "companyLocationName",
      wi.assigned_to AS "assignedTo", (SELECT display_name FROM users WHERE id = wi.assigned_to) AS "assignedToName",
      wi.created_by AS "createdBy", (SELECT display_name FROM users WHERE id = wi.created_by) AS "createdByName",
      wi.severity_id AS "severityId", (SELECT code FROM priorities WHERE id = wi.severity_id) AS severity,
      wi.status_id AS "statusId", (SELECT code FROM statuses WHERE id = wi.status_id) AS status,
      wi.parent_id AS "parentId", wi.created_date AS "createdDate", wi.modified_date AS "modifiedDate",
      wi.expire_date AS "expireDate", wi.closed_date AS "closedDate",
      wi.first_response_date AS "firstResponseDate", wi.first_response_minutes AS "firstResponseMinutes",
      wi.first_response_due_date AS "firstResponseDueDate",
      wi.resolution_minutes AS "resolutionMinutes",
      wi.time_spent_minutes + COALESCE((SELECT SUM(c.time_spent_minutes)::int FROM work_items c
                                         WHERE c.parent_id = wi.id AND c.is_created_from_task), 0) AS "timeSpentMinutes",
      (SELECT json_build_object('rating', s.rating, 'comment', s.comment, 'date', s.answered_date)
         FROM satisfaction_surveys s WHERE s.work_item_id = wi.id AND s.answered_date IS NOT NULL) AS satisfaction,
      (SELECT d.code FROM categories c JOIN departments d ON d.id = c.department_id WHERE c.id = wi.category_id) AS "deparmentName",
      (SELECT g.code FROM sub_categories sc JOIN user_groups g ON g.id = sc.user_group_id WHERE sc.id = wi.sub_category_id)
        AS "groupName",
      wi.is_created_from_task AS "isCreatedFromTask", wi.merged_into_id AS "mergedIntoId", wi.company_id AS "companyId"`;

/**
 * Whether an escalation rule has acted on the ticket (alias `wi`) at its current deadline: a run 'done' whose occasion
 * is `escalation:{percent}:{expireDate ISO}` (modules/automations/engine/escalations.ts), so a moved deadline clears
 * it. One look-up on the runs' work_item_id index per row: for single tickets and pages, never for counts.
 */
export const escalatedAtDeadline = sql`(wi.expire_date IS NOT NULL AND EXISTS (SELECT 1 FROM automation_runs r
        WHERE r.work_item_id = wi.id AND r.result = 'done'
          AND r.occasion LIKE ('escalation:%:' || ${isoText(sql`wi.expire_date`)})))`;

/** A related ticket (alias `wi`, its status `st`) as JSON, with whether `user` may see it. */
const relatedJson = (user: AuthUser) =>
  sql`json_build_object('id', wi.id, 'subject', wi.subject, 'statusId', wi.status_id, 'status', st.code,
        'parentId', wi.parent_id, 'visible', ${visibleTickets(user)})`;

/**
 * The discussion condition over the alias `m`: internal notes only for internal users
 * (docs/product/tickets.md#discussion-and-internal-notes).
 */
const readableMessages = (user: AuthUser) => (ticketPolicy.canReadInternalNotes(user) ? sql`TRUE` : sql`NOT m.is_internal`);

/** Raw queries hand timestamps over as text; the save's rules compute with the ticket's dates. */
const withDates = <T extends { createdDate: Date; modifiedDate: Date }>(row: T): T => ({
  ...row,
  createdDate: new Date(row.createdDate),
  modifiedDate: new Date(row.modifiedDate),
});

/**
 * Whether a business calendar applies to the ticket's branch (alias `wi`): the branch's own active calendar, else the
 * active default — the rule of calendarForBranch (calendars context), read here so the detail stays one query.
 */
const branchHasCalendar = sql`EXISTS (SELECT 1 FROM calendars k WHERE k.is_active
        AND (k.is_default OR k.id = (SELECT calendar_id FROM company_locations WHERE id = wi.company_location_id)))`;

/** The parent of the ticket `t` (its column "parentId") as JSON, or null. */
const parentJson = (user: AuthUser) =>
  sql`(SELECT ${relatedJson(user)} FROM work_items wi JOIN statuses st ON st.id = wi.status_id WHERE wi.id = t."parentId")`;

/** The children of the ticket `t` as a JSON array. */
const childsJson = (user: AuthUser) => sql`COALESCE((SELECT json_agg(${relatedJson(user)} ORDER BY wi.id)
                           FROM work_items wi JOIN statuses st ON st.id = wi.status_id WHERE wi.parent_id = t.id), '[]')`;

/** The active tasks of the ticket `t` as a JSON array, each child ticket with whether `user` may see it. */
const tasksJson = (user: AuthUser) => sql`COALESCE((SELECT json_agg(json_build_object('id', wt.id, 'taskId', wt.task_id,
                                          'taskTypeCode', (SELECT tt.code FROM tasks tk JOIN task_types tt ON tt.id = tk.task_type_id
                                                            WHERE tk.id = wt.task_id),
                                          'isRequired', (SELECT is_required FROM tasks WHERE id = wt.task_id),
                                          'realizedBy', wt.realized_by,
                                          'realizedByUserName', (SELECT user_name FROM users WHERE id = wt.realized_by),
                                          'realizedByName', (SELECT display_name FROM users WHERE id = wt.realized_by),
                                          'notes', wt.notes, 'childWorkItemId', wt.child_work_item_id,
                                          'childStatusId', wi.status_id,
                                          'childVisible', COALESCE(${visibleTickets(user)}, false)) ORDER BY wt.id)
                           FROM work_item_tasks wt LEFT JOIN work_items wi ON wi.id = wt.child_work_item_id
                          WHERE wt.work_item_id = t.id AND wt.is_active), '[]')`;

/** The messages of the ticket `t` that `user` may read as a JSON array, all of them or those of `window`. */
function discussionsJson(user: AuthUser, window?: DiscussionWindow) {
  // The window is taken first, then only its messages are cut: LEFT reads just the start of a stored text, and
  // octet_length its size without reading it.
  const limit = window ? sql`LIMIT ${window.messages}` : sql``;
  const message = window ? sql`LEFT(m.message, ${window.chars})` : sql`m.message`;
  const size = window ? sql`, octet_length(m.message) AS size` : sql``;
  const cut = window ? sql`, 'isCut', m.size > octet_length(m.message)` : sql``;
  return sql`COALESCE((SELECT json_agg(json_build_object('id', m.id, 'order', m."order", 'message', m.message${cut},
                                          'createdBy', m.created_by, 'createdByName', m."createdByName",
                                          'createdDate', m.created_date, 'origin', m.origin,
                                          'isInternal', m.is_internal) ORDER BY m."order")
                           FROM (SELECT m.id, m."order", m.created_by, m.created_date, m.origin, m.is_internal,
                                        ${message} AS message ${size}, u.display_name AS "createdByName"
                                   FROM (SELECT * FROM work_item_discussions m
                                          WHERE m.work_item_id = t.id AND ${readableMessages(user)} ORDER BY m."order" ${limit}) m
                                   LEFT JOIN users u ON u.id = m.created_by AND u.is_active) m), '[]')`;
}

/** With a window, the count of every message `user` may read on the ticket `t` (what the window leaves out). */
const discussionCountJson = (user: AuthUser, window?: DiscussionWindow) =>
  window
    ? sql`'discussionCount', (SELECT count(*)::int FROM work_item_discussions m
                               WHERE m.work_item_id = t.id AND ${readableMessages(user)}),`
    : sql``;

/**
 * Everything shown with a ticket in one query: its columns, then parent, children, subscribers, attachments,
 * discussion (all of it, or a `window` of it) and tasks as JSON sub-selects over the ticket `t`, read only when
 * `user` may see it.
 */
const detailQuery = (user: AuthUser, id: number, window?: DiscussionWindow) => sql`
      SELECT t.*,
             CASE WHEN t.visible THEN json_build_object(
               'parent', ${parentJson(user)},
               'childs', ${childsJson(user)},
               'subscribers', COALESCE((SELECT json_agg(json_build_object('userId', u.id, 'userName', u.user_name,
                                          'displayName', u.display_name) ORDER BY s.created_date, u.id)
                           FROM work_item_subscribers s JOIN users u ON u.id = s.user_id WHERE s.work_item_id = t.id), '[]'),
               'attachments', COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'size', a.size,
                                          'filePath', a.file_path, 'isTemp', a.is_temp, 'createdBy', a.created_by,
                                          'createdDate', a.created_date, 'workItemId', a.work_item_id,
                                          'companyId', a.company_id) ORDER BY a.id)
                           FROM work_item_attachments a WHERE a.work_item_id = t.id AND a.is_active), '[]'),
               'discussions', ${discussionsJson(user, window)},
               ${discussionCountJson(user, window)}
               'tasks', ${tasksJson(user)}
             ) END AS related
        FROM (SELECT ${ticketColumns}, ${visibleTickets(user)} AS visible, ${branchHasCalendar} AS "slaInWorkingTime",
                     ${escalatedAtDeadline} AS escalated
                FROM work_items wi WHERE wi.id = ${id}) t`;

/**
 * `answer`, an SQL expression over the ticket `t` (its id and "parentId"), read in one query only when `user` may see
 * the ticket; `undefined` when the ticket is missing, `null` when hidden.
 */
async function readIfVisible<T>(db: Executor, user: AuthUser, id: number, answer: SQL): Promise<T | null | undefined> {
  const [row] = await queryPreparedRows<{ visible: boolean; answer: T | null }>(
    db,
    sql`
      SELECT t.visible, CASE WHEN t.visible THEN ${answer} END AS answer
        FROM (SELECT wi.id, wi.parent_id AS "parentId", ${visibleTickets(user)} AS visible FROM work_items wi WHERE wi.id = ${id}) t`,
  );
  if (!row) return undefined;
  return row.visible && row.answer !== null ? row.answer : null;
}

/**
 * The name of a history value: for a Subscribers item (the user ids joined by commas) the users' display names in the
 * same order — never their user names, whoever reads it (docs/product/tickets.md#who-may-change-what) —, otherwise the
 * name stored with the item. An id with no user left stays as it is.
 */
const historyValueName = (value: SQL, storedName: SQL) => sql`CASE WHEN i.field_name = ${HistoryField.Subscribers}
      THEN (SELECT string_agg(COALESCE(u.display_name, s.id), ', ' ORDER BY s.n)
              FROM unnest(string_to_array(${value}, ',')) WITH ORDINALITY AS s(id, n)
              LEFT JOIN users u ON u.id = (CASE WHEN s.id ~ '^[0-9]{1,9}$' THEN s.id::int END))
      ELSE ${storedName} END`;

/** How many merges a chain is followed through at most (a merged ticket may be reopened and merged again). */
const MERGE_HOPS_MAX = 20;

export const ticketsRepository = {
  /**
   * The ticket `id` and those it was merged into, in order (docs/product/self-service.md#merge): [id] when it was never
   * merged, [] when it does not exist. A chain stops at a ticket met before, so a cycle never loops.
   */
  async mergeChain(db: Executor, id: number): Promise<number[]> {
    const chain: number[] = [];
    let next: number | null = id;
    while (next !== null && !chain.includes(next) && chain.length <= MERGE_HOPS_MAX) {
      const current: number = next;
      const [row] = await queryRows<{ mergedIntoId: number | null }>(
        db,
        sql`SELECT merged_into_id AS "mergedIntoId" FROM work_items WHERE id = ${current}`,
      );
      if (!row) break;
      chain.push(current);
      next = row.mergedIntoId;
    }
    return chain;
  },

  /** The ticket if it exists and `user` may see it; `undefined` when missing, `null` when hidden. */
  async findVisible(db: Executor, user: AuthUser, id: number): Promise<TicketRow | null | undefined> {
    const [row] = await queryPreparedRows<TicketRow & { visible: boolean }>(
      db,
      sql`SELECT ${ticketColumns}, ${visibleTickets(user)} AS visible FROM work_items wi WHERE wi.id = ${id}`,
    );
    if (!row) return undefined;
    const { visible, ...ticket } = row;
    return visible ? withDates(ticket) : null;
  },

  /**
   * The ticket and everything shown with it (one query), if it exists and `user` may see it; `undefined` when
   * missing, `null` when hidden. Related tickets and task children carry whether `user` may see them.
   */
  async findDetail(
    db: Executor,
    user: AuthUser,
    id: number,
    window?: DiscussionWindow,
  ): Promise<TicketDetail | null | undefined> {
    const [row] = await queryPreparedRows<DetailQueryRow>(db, detailQuery(user, id, window));
    if (!row) return undefined;
    const { visible, related, slaInWorkingTime, escalated, ...ticket } = row;
    return visible && related ? { ticket: withDates(ticket), ...related, slaInWorkingTime, escalated } : null;
  },

  /** The ticket's parent and children (GET workitems/{id}/relations), each with whether `user` may see it. */
  relationsOf(db: Executor, user: AuthUser, id: number) {
    return readIfVisible<TicketRelationRows>(
      db,
      user,
      id,
      sql`json_build_object('parent', ${parentJson(user)}, 'childs', ${childsJson(user)})`,
    );
  },

  /** The ticket's active tasks (GET workitemtask/workitem/{id}), each child ticket with whether `user` may see it. */
  tasksOf(db: Executor, user: AuthUser, id: number) {
    return readIfVisible<TaskRow[]>(db, user, id, tasksJson(user));
  },

  /**
   * The discussion as `user` may read it: internal notes only for internal users
   * (docs/product/tickets.md#discussion-and-internal-notes).
   */
  discussionsOf(db: Executor, user: AuthUser, workItemId: number) {
    return queryRows<DiscussionRow>(
      db,
      sql`
      SELECT m.id, m."order", m.message, m.created_by AS "createdBy", u.display_name AS "createdByName",
             m.created_date AS "createdDate", m.origin, m.is_internal AS "isInternal"
        FROM work_item_discussions m LEFT JOIN users u ON u.id = m.created_by AND u.is_active
       WHERE m.work_item_id = ${workItemId} AND ${readableMessages(user)} ORDER BY m."order"`,
    );
  },

  /** Temporary uploads of `userId` among `ids` (not yet saved with a ticket). */
  tempAttachments(db: Executor, userId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([] as AttachmentRow[]);
    return queryRows<AttachmentRow>(
      db,
      sql`
      SELECT id, name, size, file_path AS "filePath", is_temp AS "isTemp", created_by AS "createdBy",
             created_date AS "createdDate", work_item_id AS "workItemId", company_id AS "companyId"
        FROM work_item_attachments WHERE is_temp AND work_item_id IS NULL AND created_by = ${userId} AND id IN (${idList(ids)})`,
    );
  },

  /** The ids among `ids` of existing tickets `user` may see. */
  async visibleIds(db: Executor, user: AuthUser, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT wi.id FROM work_items wi WHERE wi.id IN (${idList(ids)}) AND ${visibleTickets(user)}`,
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Whether the category and sub-category are usable by `user` (external users: public ones configured for them). */
  async catalogueCheck(db: Executor, user: AuthUser, categoryId: number, subCategoryId: number) {
    const external = user.entityTypeId !== EntityType.Internal;
    const subCategoryConfigured = external
      ? sql`AND sc.is_public AND EXISTS (SELECT 1 FROM sub_category_configs x
              WHERE x.sub_category_id = sc.id AND x.entity_type_id = ${user.entityTypeId})`
      : sql``;
    const categoryConfigured = external
      ? sql`AND c.is_public AND EXISTS (SELECT 1 FROM category_configs x
              WHERE x.category_id = c.id AND x.entity_type_id = ${user.entityTypeId})`
      : sql``;
    const [row] = await queryRows<CatalogueCheckRow>(
      db,
      sql`
      SELECT (sc.is_active ${subCategoryConfigured}) AS "subCategoryOk", (c.is_active ${categoryConfigured}) AS "categoryOk",
             sc.category_id = c.id AS "sameCategory"
        FROM categories c, sub_categories sc WHERE c.id = ${categoryId} AND sc.id = ${subCategoryId}`,
    );
    return row;
  },

  isActive(db: Executor, tableName: ActiveCheckTable, id: number): Promise<boolean> {
    const table = activeCheckTables[tableName];
    return rowExists(db, table, and(eq(table.id, id), eq(table.isActive, true)));
  },

  async statusName(db: Executor, statusId: number): Promise<string> {
    const [status] = await queryRows<{ code: string }>(db, sql`SELECT code FROM statuses WHERE id = ${statusId}`);
    return status.code;
  },

  /** Picker: visible tickets by id or subject words, newest first. */
  simple(db: Executor, user: AuthUser, q: string | undefined, limit: number) {
    const text = q?.trim();
    const byId = text && /^\d+$/.test(text) ? Number(text) : null;
    const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return queryRows<SimpleTicketRow>(
      db,
      sql`
      SELECT wi.id, wi.subject, wi.parent_id AS "parentId", wi.modified_date AS "lastUpdate"
        FROM work_items wi
       WHERE ${visibleTickets(user)}
         ${pattern ? sql`AND (wi.subject ILIKE ${pattern} ${byId ? sql`OR wi.id = ${byId}` : sql``})` : sql``}
       ORDER BY wi.modified_date DESC, wi.id DESC LIMIT ${limit}`,
    );
  },

  /**
   * The ticket's history, newest first, if it exists and `user` may see it (one query); `undefined` when missing,
   * `null` when hidden. Items naming a ticket carry whether `user` may see the old and the new one. An entry an
   * automation's save wrote names the rule: 'Automatización: {code}' (docs/product/automations.md).
   */
  historyOf(db: Executor, user: AuthUser, id: number): Promise<HistoryRow[] | null | undefined> {
    const referenceFields = sql.join(
      [...TICKET_REFERENCE_FIELDS].map((field) => sql`${field}`),
      sql`, `,
    );
    // The CASE keeps the cast from ever seeing a value that is not an id (AND does not fix an evaluation order).
    const seen = (value: SQL) => sql`(i.field_name IN (${referenceFields})
      AND EXISTS (SELECT 1 FROM work_items wi WHERE wi.id = (CASE WHEN ${value} ~ '^[0-9]{1,9}$' THEN ${value}::int END)
                  AND ${visibleTickets(user)}))`;
    return readIfVisible<HistoryRow[]>(
      db,
      user,
      id,
      sql`COALESCE((
               SELECT json_agg(json_build_object('id', h.id, 'action', h.action, 'date', h.created_date,
                        'creatorId', h.created_by, 'origin', h.origin,
                        'creatorName', COALESCE((SELECT ${automationMessages.ruleAuthor('')} || r.code
                                   FROM automation_history_authors ah JOIN automation_rules r ON r.id = ah.rule_id
                                  WHERE ah.history_id = h.id), u.display_name),
                        'items', COALESCE((SELECT json_agg(json_build_object('fieldName', i.field_name,
                                   'oldValue', i.old_value, 'newValue', i.new_value,
                                   'oldValueName', ${historyValueName(sql`i.old_value`, sql`i.old_value_name`)},
                                   'newValueName', ${historyValueName(sql`i.new_value`, sql`i.new_value_name`)},
                                   'oldVisible', ${seen(sql`i.old_value`)},
                                   'newVisible', ${seen(sql`i.new_value`)}) ORDER BY i.id)
                           FROM work_item_history_items i WHERE i.history_id = h.id), '[]'))
                      ORDER BY h.created_date DESC, h.id DESC)
                 FROM work_item_history h LEFT JOIN users u ON u.id = h.created_by AND u.is_active
                WHERE h.work_item_id = t.id), '[]')`,
    );
  },
};
