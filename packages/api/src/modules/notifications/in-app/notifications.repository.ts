// Reads and marks of in-app notifications; each user sees only their own.
import { and, desc, eq } from 'drizzle-orm';
import type { AppNotification } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { notifications } from '../../../db/schema';

type Row = typeof notifications.$inferSelect;

export const presentNotification = (row: Row): AppNotification => ({
  notificationId: row.id,
  type: row.type,
  id: row.workItemId,
  text: row.text,
  url: row.url,
  creationDate: row.creationDate.toISOString(),
});

export const notificationsRepository = {
  unread(db: Executor, userId: number, limit = 100) {
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .orderBy(desc(notifications.creationDate), desc(notifications.id))
      .limit(limit);
  },

  async get(db: Executor, id: number) {
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
