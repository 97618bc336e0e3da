// Notifications caused by a ticket save, written in the save's transaction
// (docs/product/notifications.md#in-app-notifications): type 2 to a new assignee, type 1 to creator, assignee and
// subscribers for any other change or message; never to the actor. Assignments (to the assignee) and status changes (to
// the creator) are also e-mailed to people who want mail. An internal note alone tells internal users only: push and
// live events follow the stored rows.
import { sql } from 'drizzle-orm';
import { EntityType, NotificationType } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { notifications } from '../../../db/schema';
import { enqueueMail } from '../../../lib/outbox';

async function mailRecipient(db: Executor, userId: number) {
  const [user] = await queryRows<{ email: string; displayName: string }>(
    db,
    sql`
    SELECT email, display_name AS "displayName" FROM users WHERE id = ${userId} AND is_active AND email_notifications`,
  );
  return user;
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

/** E-mails the creator that the status changed (the in-app notice goes with notifyUpdated). */
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
  await enqueueMail(db, {
    to: recipient.email,
    subject: `Ticket #${workItemId}: ${status}`,
    paragraphs: [`Hola ${recipient.displayName}:`, `El estatus de su ticket #${workItemId} "${subject}" cambió a ${status}.`],
    link: { label: 'Ver ticket', path: `/ticket/${workItemId}` },
  });
}

export interface UpdatedNoticeOptions {
  exceptUserIds?: number[];
  /**
   * Only internal users are told (a save whose only news is an internal note,
   * docs/product/tickets.md#discussion-and-internal-notes).
   */
  internalOnly?: boolean;
}

export async function notifyUpdated(
  db: Executor,
  workItemId: number,
  subject: string,
  actorId: number,
  { exceptUserIds = [], internalOnly = false }: UpdatedNoticeOptions = {},
): Promise<void> {
  const audience = internalOnly ? sql`AND u.entity_type_id = ${EntityType.Internal}` : sql``;
  const recipients = await queryRows<{ userId: number }>(
    db,
    sql`
    SELECT DISTINCT r.user_id AS "userId" FROM (
      SELECT created_by AS user_id FROM work_items WHERE id = ${workItemId}
      UNION SELECT assigned_to FROM work_items WHERE id = ${workItemId}
      UNION SELECT user_id FROM work_item_subscribers WHERE work_item_id = ${workItemId}
    ) r JOIN users u ON u.id = r.user_id AND u.is_active ${audience}
    WHERE r.user_id IS NOT NULL AND r.user_id <> ${actorId}`,
  );
  const targets = recipients.map((r) => r.userId).filter((id) => !exceptUserIds.includes(id));
  if (targets.length === 0) return;
  await db.insert(notifications).values(
    targets.map((userId) => ({
      userId,
      type: NotificationType.Updated,
      workItemId,
      text: `El ticket #${workItemId} fue actualizado: ${subject}`,
      url: `/ticket/${workItemId}`,
    })),
  );
}
