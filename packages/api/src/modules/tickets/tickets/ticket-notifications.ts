// Notifications caused by a ticket save, written in the save's transaction
// (docs/product/notifications.md#in-app-notifications): type 2 to a new assignee, type 1 to creator, assignee and
// subscribers for any other change or message; never to the actor. A type 1 notice says who did what ('Ana Agente
// respondió y cambió el estado a En progreso en el ticket #293: …'), each recipient only what they may know: an internal
// note is named to internal users only, and a save whose only news is one tells internal users only. Assignments (to
// the assignee) and status changes (to the creator) are also e-mailed to people who want mail. Push and live events
// follow the stored rows.
import { sql } from 'drizzle-orm';
import { EntityType, HistoryField, NotificationType, type HistoryFieldName } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { notifications } from '../../../db/schema';
import { enqueueMail } from '../../../lib/outbox';
import { historyNames, type HistoryChange } from './ticket-history';

async function mailRecipient(db: Executor, userId: number) {
  const [user] = await queryRows<{ email: string; displayName: string }>(
    db,
    sql`
    SELECT email, display_name AS "displayName" FROM users WHERE id = ${userId} AND is_active AND email_notifications`,
  );
  return user;
}

/** Who acted, as the notices name them. */
async function actorName(db: Executor, actorId: number): Promise<string> {
  const [actor] = await queryRows<{ displayName: string }>(
    db,
    sql`SELECT display_name AS "displayName" FROM users WHERE id = ${actorId}`,
  );
  return actor.displayName;
}

export async function notifyAssigned(
  db: Executor,
  workItemId: number,
  subject: string,
  assigneeId: number | null,
  actorId: number,
): Promise<void> {
  if (!assigneeId || assigneeId === actorId) return;
  const text = `Se le asignó el ticket #${workItemId}: ${subject}`;
  await db
    .insert(notifications)
    .values({ userId: assigneeId, type: NotificationType.Assigned, workItemId, text, url: `/ticket/${workItemId}` });
  const recipient = await mailRecipient(db, assigneeId);
  if (recipient) {
    await enqueueMail(db, {
      to: recipient.email,
      subject: `Ticket #${workItemId} asignado: ${subject}`,
      paragraphs: [`Hola ${recipient.displayName}:`, `${text}.`],
      link: { label: 'Ver ticket', path: `/ticket/${workItemId}` },
    });
  }
}

/** E-mails the creator who changed the status, and to what (the in-app notice goes with notifyUpdated). */
export async function mailStatusChanged(
  db: Executor,
  workItemId: number,
  subject: string,
  creatorId: number,
  actorId: number,
  status: string,
): Promise<void> {
  if (creatorId === actorId) return;
  const recipient = await mailRecipient(db, creatorId);
  if (!recipient) return;
  const actor = await actorName(db, actorId);
  await enqueueMail(db, {
    to: recipient.email,
    subject: `Ticket #${workItemId}: ${status}`,
    paragraphs: [
      `Hola ${recipient.displayName}:`,
      `${actor} cambió el estado de su ticket #${workItemId} "${subject}" a ${status}.`,
    ],
    link: { label: 'Ver ticket', path: `/ticket/${workItemId}` },
  });
}

/** What a save or a message brought: the history changes it recorded and its message, if any. */
export interface TicketNews {
  changes: readonly HistoryChange[];
  message: { isInternal: boolean } | null;
}

/** How a notice names a changed field; the fields of FIELDS_WITH_VALUE also say their new value. */
const fieldWords: Record<HistoryFieldName, string> = {
  Subject: 'el asunto',
  Detail: 'los detalles',
  Responsible: 'el responsable',
  Severity: 'la severidad',
  Status: 'el estado',
  Category: 'la categoría',
  SubCategory: 'la subcategoría',
  SubCategoryLocation: 'la sucursal',
  Parent: 'el ticket padre',
  Relationships: 'los tickets hijos',
  Attachment: 'los archivos adjuntos',
  Subscribers: 'los suscriptores',
  Task: 'las tareas',
  MergedInto: 'la fusión en otro ticket',
  MergedFrom: 'la fusión de otro ticket en este',
  SplitInto: 'un mensaje separado en un ticket nuevo',
  SplitFrom: 'el ticket de origen',
};
const FIELDS_WITH_VALUE: ReadonlySet<HistoryFieldName> = new Set([
  HistoryField.Status,
  HistoryField.Responsible,
  HistoryField.Severity,
]);

/** 'a', 'a y b', 'a, b y c'. */
const spanishList = new Intl.ListFormat('es', { type: 'conjunction' });

/** Each changed field once, in the order the save recorded them, with the name of its new value where it is told. */
async function changedFieldWords(db: Executor, changes: readonly HistoryChange[]): Promise<string[]> {
  const valued = changes.filter((change) => FIELDS_WITH_VALUE.has(change.fieldName));
  const names = await historyNames(db, valued);
  const words = new Map<HistoryFieldName, string>();
  for (const change of changes) {
    const value = change.kind && typeof change.newValue === 'number' ? names.get(`${change.kind}:${change.newValue}`) : undefined;
    const field = fieldWords[change.fieldName];
    words.set(change.fieldName, FIELDS_WITH_VALUE.has(change.fieldName) && value ? `${field} a ${value}` : field);
  }
  return [...words.values()];
}

/** The news with its changed fields in words. */
interface NewsInWords {
  changedFields: string[];
  message: TicketNews['message'];
}

/**
 * The text of a type 1 notice as one reader may know it, '{actor} {actions} en el ticket #{id}: {subject}', or null when
 * the news holds nothing for them (an internal note, to a reader who may not read it). Without the news:
 * '{actor} actualizó el ticket #{id}: {subject}'.
 */
export function updatedNoticeText(
  ticket: { id: number; subject: string },
  actor: string,
  news: NewsInWords | null,
  seesInternalNotes: boolean,
): string | null {
  if (!news) return `${actor} actualizó el ticket #${ticket.id}: ${ticket.subject}`;
  const actions: string[] = [];
  if (news.message && !news.message.isInternal) actions.push('respondió');
  if (news.message?.isInternal && seesInternalNotes) actions.push('agregó una nota interna');
  if (news.changedFields.length) actions.push(`cambió ${spanishList.format(news.changedFields)}`);
  if (actions.length === 0) return null;
  return `${actor} ${spanishList.format(actions)} en el ticket #${ticket.id}: ${ticket.subject}`;
}

export interface UpdatedNoticeOptions {
  exceptUserIds?: number[];
  /**
   * Only internal users are told (a save whose only news is an internal note,
   * docs/product/tickets.md#discussion-and-internal-notes).
   */
  internalOnly?: boolean;
  /** What the save or message brought, for the notice to say; without it the notice says only who updated the ticket. */
  news?: TicketNews;
}

export async function notifyUpdated(
  db: Executor,
  workItemId: number,
  subject: string,
  actorId: number,
  { exceptUserIds = [], internalOnly = false, news }: UpdatedNoticeOptions = {},
): Promise<void> {
  const audience = internalOnly ? sql`AND u.entity_type_id = ${EntityType.Internal}` : sql``;
  const recipients = await queryRows<{ userId: number; isInternal: boolean }>(
    db,
    sql`
    SELECT DISTINCT r.user_id AS "userId", u.entity_type_id = ${EntityType.Internal} AS "isInternal" FROM (
      SELECT created_by AS user_id FROM work_items WHERE id = ${workItemId}
      UNION SELECT assigned_to FROM work_items WHERE id = ${workItemId}
      UNION SELECT user_id FROM work_item_subscribers WHERE work_item_id = ${workItemId}
    ) r JOIN users u ON u.id = r.user_id AND u.is_active ${audience}
    WHERE r.user_id IS NOT NULL AND r.user_id <> ${actorId}`,
  );
  const targets = recipients.filter((r) => !exceptUserIds.includes(r.userId));
  if (targets.length === 0) return;
  const actor = await actorName(db, actorId);
  const inWords = news ? { changedFields: await changedFieldWords(db, news.changes), message: news.message } : null;
  const ticket = { id: workItemId, subject };
  const rows = targets.flatMap(({ userId, isInternal }) => {
    const text = updatedNoticeText(ticket, actor, inWords, isInternal);
    return text ? [{ userId, type: NotificationType.Updated, workItemId, text, url: `/ticket/${workItemId}` }] : [];
  });
  if (rows.length) await db.insert(notifications).values(rows);
}
