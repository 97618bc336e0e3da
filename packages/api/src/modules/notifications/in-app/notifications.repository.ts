// Reads and marks of in-app notifications; each user sees only their own, and only those about tickets they may
// still see (a subscriber who was removed from a ticket no longer reads its subject in the bell).
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { notifications, workItems } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../../tickets';

export type NotificationRow = typeof notifications.$inferSelect;

/** `visibleTickets` reads the ticket through the alias `wi`. */
const wi = alias(workItems, 'wi');
const UNREAD_LIMIT = 100;

export const notificationsRepository = {
  async unread(db: Executor, user: AuthUser, limit = UNREAD_LIMIT): Promise<NotificationRow[]> {
    const rows = await db
      .select({ notification: notifications })
      .from(notifications)
      .leftJoin(wi, eq(wi.id, notifications.workItemId))
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.isRead, false),
          or(isNull(notifications.workItemId), visibleTickets(user)),
        ),
      )
      .orderBy(desc(notifications.creationDate), desc(notifications.id))
      .limit(limit);
    return rows.map((row) => row.notification);
  },

  async get(db: Executor, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  },

  /** Marks the user's own notification read; false when it is not theirs or does not exist. */
  async markRead(db: Executor, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },
};
