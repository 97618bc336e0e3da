// The ticket as the API shows it: whitelisted fields, ISO dates, signed download links, the caller's abilities.
// Related tickets the caller may not see show as their numbers only (docs/product/tickets.md#who-may-change-what).
import {
  TicketStatus,
  type Attachment,
  type DiscussionMessage,
  type HistoryEntry,
  type RelatedTicket,
  type SimpleTicket,
  type Ticket,
  type WorkItemTask,
} from '@tms/contracts';
import { signedAttachmentUrl, withSignedImages, type LinkHolder } from '../../../lib/file-links';
import type { TokenService } from '../../../lib/tokens';
import type { AuthUser } from '../../../plugins/current-user';
import { TICKET_REFERENCE_FIELDS } from './ticket-history';
import type {
  AttachmentRow,
  DiscussionRow,
  HistoryItemRow,
  HistoryRow,
  RelatedRow,
  SimpleTicketRow,
  TicketRow,
  TaskRow,
  TicketDetail,
  TicketRelationRows,
} from './tickets.repository';
import { ticketPolicy } from './tickets.policy';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

/** Unknown authors: no id means the system (an administrator); an id without an active user is an inactive user. */
export const authorName = (id: number | null, name: string | null) =>
  name ?? (id === null ? 'Administrador' : 'Usuario inactivo');

export const presentAttachment = (tokens: TokenService, row: AttachmentRow, holder: LinkHolder): Attachment => ({
  id: row.id,
  name: row.name,
  size: Number(row.size),
  filePath: row.filePath,
  isTemp: row.isTemp,
  createdBy: row.createdBy,
  createdDate: iso(row.createdDate),
  url: signedAttachmentUrl(tokens, row, holder),
});

export const presentRelated = (r: RelatedRow): RelatedTicket =>
  r.visible
    ? { id: r.id, subject: r.subject, statusId: r.statusId, status: r.status }
    : { id: r.id, subject: null, statusId: null, status: null };

/** The ticket's parent and children (GET workitems/{id}/relations and the ticket itself). */
export const presentRelations = (rows: TicketRelationRows): { parent: RelatedTicket | null; childs: RelatedTicket[] } => ({
  parent: rows.parent ? presentRelated(rows.parent) : null,
  childs: rows.childs.map(presentRelated),
});

/** A person on the ticket: the user name only for callers who may see user names (internal users). */
function personFor<T extends { userName: string }>(user: AuthUser, person: T): Omit<T, 'userName'> & { userName?: string } {
  if (ticketPolicy.canSeeUserNames(user)) return person;
  const { userName: _withheld, ...shown } = person;
  return shown;
}

/** A task; the status of a child ticket the caller may not see is withheld (the task still says whether it is done). */
export const presentTask = (task: TaskRow, user: AuthUser): WorkItemTask => ({
  id: task.id,
  taskId: task.taskId,
  taskTypeCode: task.taskTypeCode,
  isRequired: task.isRequired,
  realizedBy: task.realizedBy
    ? personFor(user, { id: task.realizedBy, userName: task.realizedByUserName ?? '', displayName: task.realizedByName ?? '' })
    : null,
  notes: task.notes,
  childWorkItemId: task.childWorkItemId,
  childStatusId: task.childVisible ? task.childStatusId : null,
  isDone: task.childStatusId === TicketStatus.Finished,
});

export const presentSimpleTicket = (row: SimpleTicketRow): SimpleTicket => ({
  id: row.id,
  subject: row.subject,
  parentId: row.parentId,
  lastUpdate: iso(row.lastUpdate),
});

/**
 * The discussion the caller may read (the repository leaves out internal notes for external users). Messages are
 * numbered by their position in it, so the numbers never tell a reader how many notes sit between two replies; a
 * message only ever gets appended, so its number stays the same on every read. Message ids go to internal users only,
 * who split messages off (docs/product/self-service.md#split).
 */
export const presentDiscussions = (rows: DiscussionRow[], tokens: TokenService, reader: AuthUser): DiscussionMessage[] =>
  rows.map((d, index) => ({
    ...(ticketPolicy.canReadInternalNotes(reader) ? { id: d.id } : {}),
    order: index + 1,
    message: withSignedImages(tokens, d.message, reader),
    createdBy: d.createdBy,
    createdByName: authorName(d.createdBy, d.createdByName),
    createdDate: iso(d.createdDate),
    origin: d.origin,
    isInternal: d.isInternal,
  }));

/**
 * `slaInWorkingTime`: a business calendar applies to the ticket's branch
 * (docs/product/calendars.md#working-time-and-sla-deadlines).
 */
export function presentTicket(rows: TicketDetail, user: AuthUser, tokens: TokenService): Ticket {
  const { ticket: t } = rows;
  return {
    id: t.id,
    subject: t.subject,
    detail: withSignedImages(tokens, t.detail, user),
    categoryId: t.categoryId,
    categoryName: t.categoryName,
    subCategoryId: t.subCategoryId,
    subCategoryName: t.subCategoryName,
    companyLocationId: t.companyLocationId,
    companyLocationName: t.companyLocationName,
    assignedTo: t.assignedTo,
    assignedToName: t.assignedToName,
    createdBy: t.createdBy,
    createdByName: t.createdByName,
    severityId: t.severityId,
    severity: t.severity,
    statusId: t.statusId,
    status: t.status,
    parentId: t.parentId,
    ...presentRelations(rows),
    subscribers: rows.subscribers.map((subscriber) => personFor(user, subscriber)),
    attachments: rows.attachments.map((a) => presentAttachment(tokens, a, user)),
    discussions: presentDiscussions(rows.discussions, tokens, user),
    tasks: rows.tasks.map((task) => presentTask(task, user)),
    createdDate: iso(t.createdDate),
    modifiedDate: iso(t.modifiedDate),
    expireDate: isoOrNull(t.expireDate),
    slaInWorkingTime: t.expireDate !== null && rows.slaInWorkingTime,
    escalated: rows.escalated,
    closedDate: isoOrNull(t.closedDate),
    firstResponseDate: isoOrNull(t.firstResponseDate),
    firstResponseMinutes: t.firstResponseMinutes,
    firstResponseDueDate: isoOrNull(t.firstResponseDueDate),
    resolutionMinutes: t.resolutionMinutes,
    timeSpentMinutes: t.timeSpentMinutes,
    satisfaction: ticketPolicy.canSeeSatisfaction(user, t) ? presentSatisfaction(t.satisfaction) : null,
    deparmentName: t.deparmentName,
    groupName: t.groupName,
    isCreatedFromTask: t.isCreatedFromTask,
    mergedIntoId: t.mergedIntoId,
    isFollowing: rows.subscribers.some((s) => s.userId === user.id),
    abilities: ticketPolicy.abilities(user, { ...t, rated: t.satisfaction !== null }),
  };
}

/** The rating with its date as ISO text (the JSON of the query carries PostgreSQL's text of it). */
const presentSatisfaction = (s: TicketRow['satisfaction']) => (s ? { ...s, date: iso(new Date(s.date)) } : null);

/** A ticket read through a discussion window (the PDF report's): which messages the window cut, and how many in all. */
export interface WindowedTicket {
  ticket: Ticket;
  /** The `order` of each message the window cut short. */
  cutMessages: number[];
  /** The messages the caller may read on the ticket, those beyond the window included. */
  discussionCount: number;
}

export function presentWindowedTicket(rows: TicketDetail, user: AuthUser, tokens: TokenService): WindowedTicket {
  const ticket = presentTicket(rows, user, tokens);
  return {
    ticket,
    cutMessages: ticket.discussions.filter((_, i) => rows.discussions[i].isCut).map((message) => message.order),
    discussionCount: rows.discussionCount ?? ticket.discussions.length,
  };
}

/** A ticket reference the caller may not see is named by its number only. */
function presentHistoryItem(item: HistoryItemRow): HistoryEntry['historyItems'][number] {
  const { fieldName, oldValue, newValue, oldValueName, newValueName } = item;
  if (!TICKET_REFERENCE_FIELDS.has(fieldName)) return { fieldName, oldValue, newValue, oldValueName, newValueName };
  const name = (value: string | null, storedName: string | null, visible: boolean) =>
    value === null || visible ? storedName : `#${value}`;
  return {
    fieldName,
    oldValue,
    newValue,
    oldValueName: name(oldValue, oldValueName, item.oldVisible),
    newValueName: name(newValue, newValueName, item.newVisible),
  };
}

export function presentHistory(rows: HistoryRow[]): HistoryEntry[] {
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    date: iso(r.date),
    creatorId: r.creatorId,
    creatorName: authorName(r.creatorId, r.creatorName),
    origin: r.origin,
    historyItems: r.items.map(presentHistoryItem),
  }));
}
