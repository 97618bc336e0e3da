// Reads of tickets: the detail in a fixed number of queries (no query per row), the picker list, the history, and
// the lookups the save's checks need. Related tickets always come with whether the caller may see them.
import { and, eq, sql } from 'drizzle-orm';
import { EntityType, type TicketOriginValue } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { companyLocations, priorities, users } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
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
  deparmentName: string | null;
  groupName: string | null;
  isCreatedFromTask: boolean;
  companyId: number;
}

export interface RelatedRow {
  id: number;
  subject: string;
  statusId: number;
  status: string;
  parentId: number | null;
  /** Whether the caller may see this related ticket (PRODUCT.md §7). */
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
  createdDate: Date;
  workItemId: number | null;
  companyId: number;
}
export interface DiscussionRow {
  order: number;
  message: string;
  createdBy: number | null;
  createdByName: string | null;
  createdDate: Date;
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
  date: Date;
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
}

export interface CatalogueCheckRow {
  subCategoryOk: boolean;
  categoryOk: boolean;
  sameCategory: boolean;
}

/** Catalogue tables whose rows a ticket refers to and that must be active. */
export const activeCheckTables = { users, priorities, companyLocations } as const;
export type ActiveCheckTable = keyof typeof activeCheckTables;

export interface TicketDetailRows {
  ticket: TicketRow;
  parent: RelatedRow | null;
  childs: RelatedRow[];
  subscribers: SubscriberRow[];
  attachments: AttachmentRow[];
  discussions: DiscussionRow[];
  tasks: TaskRow[];
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export const ticketsRepository = {
  /** The ticket if it exists and `user` may see it; `undefined` when missing, `null` when hidden. */
  async findVisible(db: Executor, user: AuthUser, id: number): Promise<TicketRow | null | undefined> {
    const [row] = await queryRows<TicketRow & { visible: boolean }>(
      db,
      sql`
      SELECT wi.id, wi.subject, wi.detail, wi.category_id AS "categoryId", c.code AS "categoryName",
             wi.sub_category_id AS "subCategoryId", sc.code AS "subCategoryName",
             wi.company_location_id AS "companyLocationId", cl.code AS "companyLocationName",
             wi.assigned_to AS "assignedTo", au.display_name AS "assignedToName",
             wi.created_by AS "createdBy", cu.display_name AS "createdByName",
             wi.severity_id AS "severityId", p.code AS severity, wi.status_id AS "statusId", st.code AS status,
             wi.parent_id AS "parentId", wi.created_date AS "createdDate", wi.modified_date AS "modifiedDate",
             wi.expire_date AS "expireDate", wi.closed_date AS "closedDate", d.code AS "deparmentName",
             g.code AS "groupName", wi.is_created_from_task AS "isCreatedFromTask", wi.company_id AS "companyId",
             ${visibleTickets(user)} AS visible
        FROM work_items wi
        JOIN categories c ON c.id = wi.category_id
        JOIN sub_categories sc ON sc.id = wi.sub_category_id
        JOIN priorities p ON p.id = wi.severity_id
        JOIN statuses st ON st.id = wi.status_id
        JOIN users cu ON cu.id = wi.created_by
        LEFT JOIN users au ON au.id = wi.assigned_to
        LEFT JOIN company_locations cl ON cl.id = wi.company_location_id
        LEFT JOIN departments d ON d.id = c.department_id
        LEFT JOIN user_groups g ON g.id = sc.user_group_id
       WHERE wi.id = ${id}`,
    );
    if (!row) return undefined;
    const { visible, ...ticket } = row;
    return visible ? { ...ticket, createdDate: new Date(ticket.createdDate), modifiedDate: new Date(ticket.modifiedDate) } : null;
  },

  /** Everything shown with a ticket; related tickets and task children carry whether `user` may see them. */
  async related(db: Executor, user: AuthUser, ticket: TicketRow): Promise<Omit<TicketDetailRows, 'ticket'>> {
    const id = ticket.id;
    const relatedSelect = sql`SELECT wi.id, wi.subject, wi.status_id AS "statusId", st.code AS status, wi.parent_id AS "parentId",
             ${visibleTickets(user)} AS visible
      FROM work_items wi JOIN statuses st ON st.id = wi.status_id`;
    const [parents, childs, subscribers, attachments, discussions, tasks] = await Promise.all([
      ticket.parentId ? queryRows<RelatedRow>(db, sql`${relatedSelect} WHERE wi.id = ${ticket.parentId}`) : Promise.resolve([]),
      queryRows<RelatedRow>(db, sql`${relatedSelect} WHERE wi.parent_id = ${id} ORDER BY wi.id`),
      queryRows<SubscriberRow>(
        db,
        sql`
        SELECT u.id AS "userId", u.user_name AS "userName", u.display_name AS "displayName"
          FROM work_item_subscribers s JOIN users u ON u.id = s.user_id WHERE s.work_item_id = ${id} ORDER BY s.created_date, u.id`,
      ),
      this.attachmentsOf(db, id),
      this.discussionsOf(db, user, id),
      this.tasksOf(db, user, id),
    ]);
    return { parent: parents[0] ?? null, childs, subscribers, attachments, discussions, tasks };
  },

  /** The discussion as `user` may read it: internal notes only for internal users (PRODUCT.md §8). */
  discussionsOf(db: Executor, user: AuthUser, workItemId: number) {
    const notes = ticketPolicy.canReadInternalNotes(user) ? sql`TRUE` : sql`NOT m.is_internal`;
    return queryRows<DiscussionRow>(
      db,
      sql`
      SELECT m."order", m.message, m.created_by AS "createdBy", u.display_name AS "createdByName",
             m.created_date AS "createdDate", m.origin, m.is_internal AS "isInternal"
        FROM work_item_discussions m LEFT JOIN users u ON u.id = m.created_by AND u.is_active
       WHERE m.work_item_id = ${workItemId} AND ${notes} ORDER BY m."order"`,
    );
  },

  attachmentsOf(db: Executor, workItemId: number) {
    return queryRows<AttachmentRow>(
      db,
      sql`
      SELECT id, name, size, file_path AS "filePath", is_temp AS "isTemp", created_by AS "createdBy",
             created_date AS "createdDate", work_item_id AS "workItemId", company_id AS "companyId"
        FROM work_item_attachments WHERE work_item_id = ${workItemId} AND is_active ORDER BY id`,
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

  tasksOf(db: Executor, user: AuthUser, workItemId: number) {
    return queryRows<TaskRow>(
      db,
      sql`
      SELECT wt.id, wt.task_id AS "taskId", tt.code AS "taskTypeCode", t.is_required AS "isRequired",
             wt.realized_by AS "realizedBy", ru.user_name AS "realizedByUserName", ru.display_name AS "realizedByName",
             wt.notes, wt.child_work_item_id AS "childWorkItemId", wi.status_id AS "childStatusId",
             COALESCE(${visibleTickets(user)}, false) AS "childVisible"
        FROM work_item_tasks wt
        JOIN tasks t ON t.id = wt.task_id
        JOIN task_types tt ON tt.id = t.task_type_id
        LEFT JOIN users ru ON ru.id = wt.realized_by
        LEFT JOIN work_items wi ON wi.id = wt.child_work_item_id
       WHERE wt.work_item_id = ${workItemId} AND wt.is_active ORDER BY wt.id`,
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

  async isActive(db: Executor, tableName: ActiveCheckTable, id: number): Promise<boolean> {
    const table = activeCheckTables[tableName];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.isActive, true)));
    return row !== undefined;
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

  history(db: Executor, workItemId: number) {
    return queryRows<HistoryRow>(
      db,
      sql`
      SELECT h.id, h.action, h.created_date AS date, h.created_by AS "creatorId", u.display_name AS "creatorName", h.origin,
             COALESCE((SELECT json_agg(json_build_object('fieldName', i.field_name, 'oldValue', i.old_value, 'newValue', i.new_value,
                        'oldValueName', i.old_value_name, 'newValueName', i.new_value_name) ORDER BY i.id)
                        FROM work_item_history_items i WHERE i.history_id = h.id), '[]'::json) AS items
        FROM work_item_history h LEFT JOIN users u ON u.id = h.created_by AND u.is_active
       WHERE h.work_item_id = ${workItemId} ORDER BY h.created_date DESC, h.id DESC`,
    );
  },
};
