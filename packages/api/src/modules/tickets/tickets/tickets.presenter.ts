// The ticket as the API shows it: whitelisted fields, ISO dates, signed download links, the caller's abilities.
import type { Attachment, HistoryEntry, Ticket } from '@tms/contracts';
import type { TokenService } from '../../../lib/tokens';
import type { AuthUser } from '../../../plugins/current-user';
import type { AttachmentRow, TicketDetailRows } from './tickets.repository';
import { ticketPolicy } from './tickets.policy';

const LINK_TTL_SECONDS = 15 * 60;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

/** Unknown authors: no id means the system (an administrator); an id without an active user is an inactive user. */
export const authorName = (id: number | null, name: string | null) =>
  name ?? (id === null ? 'Administrador' : 'Usuario inactivo');

export function attachmentUrl(tokens: TokenService, row: AttachmentRow, userId: number): string {
  const { exp, sig } = tokens.signLink(`attachment:${row.id}:user:${userId}`, LINK_TTL_SECONDS);
  const path =
    row.isTemp || row.workItemId === null
      ? `/api/files/C${row.companyId}/${row.filePath}`
      : `/api/attachments/C${row.companyId}/T${row.workItemId}/${row.filePath}`;
  return `${path}?u=${userId}&exp=${exp}&sig=${sig}`;
}

export const presentAttachment = (tokens: TokenService, row: AttachmentRow, userId: number): Attachment => ({
  id: row.id,
  name: row.name,
  size: Number(row.size),
  filePath: row.filePath,
  isTemp: row.isTemp,
  createdBy: row.createdBy,
  createdDate: iso(row.createdDate),
  url: attachmentUrl(tokens, row, userId),
});

export function presentTicket(rows: TicketDetailRows, user: AuthUser, tokens: TokenService): Ticket {
  const { ticket: t } = rows;
  const related = (r: { id: number; subject: string; statusId: number; status: string }) => ({
    id: r.id,
    subject: r.subject,
    statusId: r.statusId,
    status: r.status,
  });
  return {
    id: t.id,
    subject: t.subject,
    detail: t.detail,
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
    parent: rows.parent ? related(rows.parent) : null,
    childs: rows.childs.map(related),
    subscribers: rows.subscribers,
    attachments: rows.attachments.map((a) => presentAttachment(tokens, a, user.id)),
    discussions: rows.discussions.map((d) => ({
      order: d.order,
      message: d.message,
      createdBy: d.createdBy,
      createdByName: authorName(d.createdBy, d.createdByName),
      createdDate: iso(d.createdDate),
    })),
    tasks: rows.tasks.map((task) => ({
      id: task.id,
      taskId: task.taskId,
      taskTypeCode: task.taskTypeCode,
      isRequired: task.isRequired,
      realizedBy: task.realizedBy
        ? { id: task.realizedBy, userName: task.realizedByUserName ?? '', displayName: task.realizedByName ?? '' }
        : null,
      notes: task.notes,
      childWorkItemId: task.childWorkItemId,
      childStatusId: task.childStatusId,
      isDone: task.childStatusId === 3,
    })),
    createdDate: iso(t.createdDate),
    modifiedDate: iso(t.modifiedDate),
    expireDate: isoOrNull(t.expireDate),
    closedDate: isoOrNull(t.closedDate),
    deparmentName: t.deparmentName,
    groupName: t.groupName,
    isCreatedFromTask: t.isCreatedFromTask,
    isFollowing: rows.subscribers.some((s) => s.userId === user.id),
    abilities: ticketPolicy.abilities(user, t),
  };
}

export function presentHistory(
  rows: { id: number; action: string; date: Date; creatorId: number | null; creatorName: string | null; items: unknown }[],
): HistoryEntry[] {
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    date: iso(r.date),
    creatorId: r.creatorId,
    creatorName: authorName(r.creatorId, r.creatorName),
    historyItems: r.items as HistoryEntry['historyItems'],
  }));
}
