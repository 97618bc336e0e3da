// Writes of tickets: the new ticket row with its 'add' history entry and assignment notification (shared by ticket
// creation and by child tickets created from tasks), the version lock and column update of a save, and the rows
// hanging off a ticket (children, subscribers, attachments, discussion).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HistoryAction, TicketStatus, ticketMessages, type TicketOriginValue } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { workItemAttachments, workItemSubscribers, workItems } from '../../../db/schema';
import { computeDeadline } from './ticket-sla';
import { recordMessageEvent } from './ticket-events';
import { writeHistory } from './ticket-history';
import { notifyAssigned } from './ticket-notifications';

export interface NewTicket {
  companyId: number;
  subject: string;
  detail: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  assignedTo: number | null;
  severityId: number;
  parentId: number | null;
  isCreatedFromTask: boolean;
}

/** The work_items columns a save may change. */
export interface TicketColumns {
  subject: string;
  detail: string;
  categoryId: number;
  subCategoryId: number;
  severityId: number;
  statusId: number;
  companyLocationId: number | null;
  assignedTo: number | null;
  parentId: number | null;
  expireDate: Date | null;
  warningDate: Date | null;
  closedDate: Date | null;
  firstResponseDueDate: Date | null;
  resolutionMinutes: number | null;
  /** Set by the save that finalises a merged ticket (docs/product/self-service.md#merge). */
  mergedIntoId: number | null;
}

/**
 * The columns a save derives from the form's (deadlines, the closing date, the resolution) or from its call (the merge),
 * never sent by the form.
 */
export type DerivedColumn =
  | 'expireDate'
  | 'warningDate'
  | 'closedDate'
  | 'firstResponseDueDate'
  | 'resolutionMinutes'
  | 'mergedIntoId';

/** `origin`: where the ticket came from when not the app, recorded on its creation entry of the history. */
export async function insertTicket(
  db: Executor,
  values: NewTicket,
  actorId: number,
  at: Date,
  origin: TicketOriginValue | null = null,
): Promise<number> {
  const deadline = await computeDeadline(db, { ...values, createdDate: at });
  const [row] = await db
    .insert(workItems)
    .values({
      ...values,
      statusId: TicketStatus.Initial,
      ...deadline,
      createdBy: actorId,
      createdDate: at,
      modifiedBy: actorId,
      modifiedDate: at,
    })
    .returning({ id: workItems.id });
  await writeHistory(db, row.id, HistoryAction.Add, actorId, at, [], origin);
  await notifyAssigned(db, row.id, values.subject, values.assignedTo, actorId);
  return row.id;
}

/**
 * Locks the ticket row when it is still at the version the client read (`modifiedDate`); false when it changed since.
 * On PostgreSQL a concurrent save waits for the lock and then re-reads the row, so only one of them can match.
 */
export async function lockVersion(tx: Executor, id: number, modifiedDate: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM work_items
         WHERE id = ${id} AND date_trunc('milliseconds', modified_date) = ${new Date(modifiedDate)} FOR UPDATE`,
  );
  return rows.length > 0;
}

/** Writes only the changed columns, and the new version (who and when). */
export async function updateTicketColumns(
  tx: Executor,
  id: number,
  columns: Partial<TicketColumns>,
  actorId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(workItems)
    .set({ ...columns, modifiedBy: actorId, modifiedDate: at })
    .where(eq(workItems.id, id));
}

/**
 * Records the ticket's first response at `at`, `minutes` working minutes after its creation, unless it has one
 * (docs/product/service-quality.md#first-response). It leaves modified_date alone: it is a fact about the ticket, not
 * a change of it.
 */
export async function markFirstResponse(tx: Executor, id: number, at: Date, minutes: number): Promise<void> {
  await tx
    .update(workItems)
    .set({ firstResponseDate: at, firstResponseMinutes: minutes })
    .where(and(eq(workItems.id, id), isNull(workItems.firstResponseDate)));
}

/** Makes `parentId` the parent of `childIds`. */
export async function linkChildren(tx: Executor, parentId: number, childIds: number[]): Promise<void> {
  if (childIds.length === 0) return;
  await tx.update(workItems).set({ parentId }).where(inArray(workItems.id, childIds));
}

/** Frees `childIds` from `parentId` (children that meanwhile have another parent keep it). */
export async function unlinkChildren(tx: Executor, parentId: number, childIds: number[]): Promise<void> {
  if (childIds.length === 0) return;
  await tx
    .update(workItems)
    .set({ parentId: null })
    .where(and(inArray(workItems.id, childIds), eq(workItems.parentId, parentId)));
}

export async function replaceSubscribers(tx: Executor, workItemId: number, userIds: number[]): Promise<void> {
  await tx.delete(workItemSubscribers).where(eq(workItemSubscribers.workItemId, workItemId));
  await addSubscribers(tx, workItemId, userIds);
}

export async function addSubscribers(tx: Executor, workItemId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(workItemSubscribers)
    .values([...new Set(userIds)].map((userId) => ({ workItemId, userId })))
    .onConflictDoNothing();
}

export async function removeSubscriber(tx: Executor, workItemId: number, userId: number): Promise<void> {
  await tx
    .delete(workItemSubscribers)
    .where(and(eq(workItemSubscribers.workItemId, workItemId), eq(workItemSubscribers.userId, userId)));
}

/** Saves the caller's temporary uploads `ids` with the ticket. */
export async function attachUploads(tx: Executor, uploaderId: number, workItemId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(workItemAttachments)
    .set({ workItemId, isTemp: false })
    .where(and(inArray(workItemAttachments.id, ids), eq(workItemAttachments.createdBy, uploaderId)));
}

export async function deactivateAttachments(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(workItemAttachments).set({ isActive: false }).where(inArray(workItemAttachments.id, ids));
}

/** A new discussion message, already sanitised; `isInternal` makes it an internal note. */
export interface NewMessage {
  message: string;
  isInternal: boolean;
}

/** Messages one user may write in the app on one ticket within a minute (docs/product/tickets.md#discussion-and-internal-notes). */
export const MESSAGES_PER_TICKET_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/**
 * Refuses (429 'request.too_many') a message written in the app when its author already wrote
 * MESSAGES_PER_TICKET_PER_MINUTE on the ticket in the minute before `at`. Counted in the database, so every server
 * process sees the same count; the caller holds the ticket's row lock, so messages posted at once are counted one
 * after another. Messages that came by mail are neither limited nor counted: refusing one would lose the mail.
 */
async function refuseMessageFlood(tx: Executor, workItemId: number, actorId: number, at: Date): Promise<void> {
  const [{ recent }] = await queryRows<{ recent: number }>(
    tx,
    sql`SELECT count(*)::int AS recent FROM work_item_discussions
         WHERE work_item_id = ${workItemId} AND created_by = ${actorId} AND origin IS NULL
           AND created_date > ${new Date(at.getTime() - MINUTE_MS)}`,
  );
  if (recent >= MESSAGES_PER_TICKET_PER_MINUTE) {
    throw new AppError(429, ticketMessages.messageRate(MESSAGES_PER_TICKET_PER_MINUTE), undefined, 'request.too_many');
  }
}

/**
 * Appends a message with the next order number; answers its id. The ticket row is locked first, so two messages
 * posted at once on one ticket (with 'Enviar mensaje', which takes no version lock) never get the same number and
 * are counted against the per-minute limit one after another.
 */
export async function addDiscussion(
  tx: Executor,
  workItemId: number,
  { message, isInternal }: NewMessage,
  actorId: number,
  at: Date,
  origin: TicketOriginValue | null = null,
): Promise<number> {
  await tx.execute(sql`SELECT id FROM work_items WHERE id = ${workItemId} FOR UPDATE`);
  if (origin === null) await refuseMessageFlood(tx, workItemId, actorId, at);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO work_item_discussions (work_item_id, "order", message, origin, is_internal, created_by, created_date)
    SELECT ${workItemId}, COALESCE(MAX("order"), 0) + 1, ${message}, ${origin}, ${isInternal}, ${actorId}, ${at}
      FROM work_item_discussions WHERE work_item_id = ${workItemId}
    RETURNING id`,
  );
  if (!isInternal) await recordMessageEvent(tx, workItemId, actorId);
  return row.id;
}
