// Tickets (work items) and everything that hangs off one: subscribers, attachments, history, discussion, tasks.
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  interval,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamptz } from './columns';
import { companies } from './company';
import { categories, priorities, subCategories, tasks } from './catalogues';
import { companyLocations, users } from './organization';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Compared byte by byte whatever the database's collation: `tms_sort_key` spells Spanish order in bytes. */
const sortKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const statuses = pgTable('statuses', {
  id: id(),
  code: varchar('code', { length: 100 }).notNull(),
});

export const workItems = pgTable(
  'work_items',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    subject: varchar('subject', { length: 100 }).notNull(),
    /** Sanitised HTML. */
    detail: text('detail').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    companyLocationId: integer('company_location_id').references(() => companyLocations.id),
    assignedTo: integer('assigned_to').references(() => users.id),
    severityId: integer('severity_id')
      .notNull()
      .references(() => priorities.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    parentId: integer('parent_id'),
    expireDate: timestamptz('expire_date'),
    /**
     * When 80% of the working time to expireDate has passed (docs/product/notifications.md#sla-warnings): the assignee
     * is warned then.
     */
    warningDate: timestamptz('warning_date'),
    /**
     * The SLA warnings sent so far (docs/product/notifications.md#sla-warnings): 0 none, 1 the 80% warning, 2 the
     * expiry too. The check every minute reads only open tickets below 2, through work_items_sla_pending_idx.
     */
    slaAlerted: smallint('sla_alerted').notNull().default(0),
    closedDate: timestamptz('closed_date'),
    // Service quality (docs/product/service-quality.md): stored when they happen, so indicators never recompute them.
    /** The first public message or status change by an internal user other than the creator. */
    firstResponseDate: timestamptz('first_response_date'),
    /** Working minutes from creation to the first response. */
    firstResponseMinutes: integer('first_response_minutes'),
    /** When the first response is due: the level's first-response target in the branch calendar's working time. */
    firstResponseDueDate: timestamptz('first_response_due_date'),
    /** Working minutes from creation to the close; set when the ticket is finalised, cleared when it is reopened. */
    resolutionMinutes: integer('resolution_minutes'),
    /** Minutes logged on this ticket itself ('Registrar tiempo'); its task children's are added when it is read. */
    timeSpentMinutes: integer('time_spent_minutes').notNull().default(0),
    /**
     * The ticket this one was merged into ('Fusionar en…', docs/product/self-service.md#merge): set when merged, and
     * from then on mail replies and follows of this ticket land on that one.
     */
    mergedIntoId: integer('merged_into_id'),
    isCreatedFromTask: boolean('is_created_from_task').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    modifiedBy: integer('modified_by'),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
    /** Lower-case, accent-free subject for partial-word search (trigram index). */
    subjectSearch: text('subject_search').generatedAlwaysAs(sql`tms_unaccent(lower(subject))`),
    /** Spanish full-text vector of the accent-free subject. */
    subjectVector: tsvector('subject_vector').generatedAlwaysAs(sql`to_tsvector('spanish'::regconfig, tms_unaccent(subject))`),
    // Sort keys (docs/performance.md#sorts): what the lists, the Buscador and the report sort by, in Spanish order
    // (`tms_sort_key`), kept on the row and indexed with the number so a page in any order walks an index. The names
    // are copied from the catalogues by triggers (migration 0028), which re-key the tickets of a renamed entry.
    subjectKey: sortKey('subject_key').generatedAlwaysAs(sql`tms_sort_key(subject)`),
    creatorKey: sortKey('creator_key'),
    responsibleKey: sortKey('responsible_key'),
    subCategoryKey: sortKey('sub_category_key'),
    categoryKey: sortKey('category_key'),
    locationKey: sortKey('location_key'),
    severityKey: sortKey('severity_key'),
    statusKey: sortKey('status_key'),
    /** 'Tiempo de cierre': finalised tickets only, the last change standing in for a missing closing date. */
    closingTime: interval('closing_time').generatedAlwaysAs(
      sql`CASE WHEN status_id = 3 THEN COALESCE(closed_date, modified_date) - created_date END`,
    ),
  },
  (t) => [
    // The lists' own indexes, (created_by | assigned_to, modified_date) holding every list sort's key, are written in
    // migration 0032 (INCLUDE columns): a list's page and count read the index alone (docs/performance.md#sorts).
    // The open tickets' numbers with their subject stems (INCLUDE column, migration 0046): similar open tickets are
    // walked from it (docs/product/self-service.md#suggestions).
    index('work_items_parent_idx').on(t.parentId),
    index('work_items_sub_category_idx').on(t.subCategoryId),
    index('work_items_category_idx').on(t.categoryId),
    index('work_items_location_idx').on(t.companyLocationId),
    index('work_items_expire_idx').on(t.expireDate),
    index('work_items_sla_pending_idx')
      .on(t.expireDate)
      .where(sql`sla_alerted < 2 AND status_id <> 3`),
    // Open tickets with a deadline but no warning instant yet: the warning backfill at each start reads them alone
    // (deadline-recomputation.ts) instead of every ticket; empty once backfilled.
    index('work_items_warning_pending_idx')
      .on(t.id)
      .where(sql`warning_date IS NULL AND expire_date IS NOT NULL AND status_id <> 3`),
    // The created and received lists sorted by expiry walk these in either direction, a page at a time
    // (docs/performance.md#what-makes-it-fast-at-1m).
    index('work_items_created_by_expire_idx').on(t.createdBy, t.expireDate, t.id),
    index('work_items_assigned_to_expire_idx').on(t.assignedTo, t.expireDate, t.id),
    // Every sort's index (docs/performance.md#sorts): the key, then the creation date and the number, the order's
    // tie-breakers. The creation date in the index lets a period be checked in the index itself while its order is
    // walked, without reading tickets outside the period.
    ...[t.subjectKey, t.creatorKey, t.subCategoryKey, t.categoryKey, t.severityKey, t.statusKey, t.statusId, t.modifiedDate].map(
      (key) => index(`work_items_${key.name}_sort_idx`).on(key, t.createdDate, t.id),
    ),
    // Keys that may be empty sort their empty values last in either direction: an index per direction.
    ...[t.responsibleKey, t.locationKey, t.closingTime].flatMap((key) => [
      index(`work_items_${key.name}_asc_sort_idx`).on(sql`(${key} IS NULL)`, key, t.createdDate, t.id),
      index(`work_items_${key.name}_desc_sort_idx`).on(sql`(${key} IS NULL)`, key.desc(), t.createdDate.desc(), t.id.desc()),
    ]),
  ],
);

/**
 * The words of every ticket's subject (its lower-case, accent-free words of three letters or more and its Spanish
 * stems), each beside the ticket's subject key: a word search sorted by subject walks a word's tickets in that order
 * (docs/performance.md#sorts). Kept by a trigger on work_items (migration 0035).
 */
export const ticketSubjectWords = pgTable(
  'ticket_subject_words',
  {
    word: sortKey('word').notNull(),
    subjectKey: sortKey('subject_key').notNull(),
    createdDate: timestamptz('created_date').notNull(),
    workItemId: integer('work_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.subjectKey, t.createdDate, t.workItemId] })],
);

/** Every word `ticket_subject_words` holds, once: a partial word finds its words here (trigram index, migration 0035). */
export const subjectWordVocabulary = pgTable('subject_word_vocabulary', { word: sortKey('word').primaryKey() });

export const workItemSubscribers = pgTable(
  'work_item_subscribers',
  {
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workItemId, t.userId] }), index('work_item_subscribers_user_idx').on(t.userId, t.workItemId)],
);

/** Uploaded files: temporary (no ticket yet, isTemp) until saved with a ticket. */
export const workItemAttachments = pgTable(
  'work_item_attachments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    workItemId: integer('work_item_id').references(() => workItems.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Storage key, generated by the server; never taken from the client. */
    filePath: varchar('file_path', { length: 500 }).notNull(),
    contentType: varchar('content_type', { length: 200 }),
    isTemp: boolean('is_temp').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    index('work_item_attachments_item_idx').on(t.workItemId),
    index('work_item_attachments_temp_idx').on(t.isTemp, t.createdDate),
  ],
);

export const workItemHistory = pgTable(
  'work_item_history',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 20 }).notNull(),
    /** Where the change came from when not the app: 'mail' (TicketOrigin in the contracts). */
    origin: varchar('origin', { length: 10 }),
    createdBy: integer('created_by'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [index('work_item_history_item_idx').on(t.workItemId, t.createdDate)],
);

export const workItemHistoryItems = pgTable(
  'work_item_history_items',
  {
    id: id(),
    historyId: integer('history_id')
      .notNull()
      .references(() => workItemHistory.id, { onDelete: 'cascade' }),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    oldValueName: text('old_value_name'),
    newValueName: text('new_value_name'),
  },
  (t) => [index('work_item_history_items_history_idx').on(t.historyId)],
);

export const workItemDiscussions = pgTable(
  'work_item_discussions',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    /** Where the message came from when not the app: 'mail' (TicketOrigin in the contracts). */
    origin: varchar('origin', { length: 10 }),
    /**
     * An internal note: written and read by internal users only
     * (docs/product/tickets.md#discussion-and-internal-notes).
     */
    isInternal: boolean('is_internal').notNull().default(false),
    createdBy: integer('created_by'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [index('work_item_discussions_item_idx').on(t.workItemId, t.order)],
);

/** Time logged on a ticket by an internal user ('Registrar tiempo', docs/product/service-quality.md#time-tracking). */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    minutes: integer('minutes').notNull(),
    /** The day the work was done (the author's calendar day, 'YYYY-MM-DD'). */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 500 }),
    billable: boolean('billable').notNull().default(false),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
  },
  (t) => [index('time_entries_item_idx').on(t.workItemId, t.workDate), index('time_entries_user_idx').on(t.userId, t.workDate)],
);

/** A sub-category task copied onto one ticket; done when its child ticket is finalised. */
export const workItemTasks = pgTable(
  'work_item_tasks',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    realizedBy: integer('realized_by').references(() => users.id),
    notes: text('notes'),
    childWorkItemId: integer('child_work_item_id').references(() => workItems.id),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    modifiedBy: integer('modified_by'),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
  },
  (t) => [index('work_item_tasks_item_idx').on(t.workItemId), index('work_item_tasks_realized_by_idx').on(t.realizedBy)],
);
