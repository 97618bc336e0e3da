// Reads and marks of in-app notifications; each user sees only their own, and only those about tickets they may
// still see (a subscriber who was removed from a ticket no longer reads its subject in the bell).
import { and, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { READ_NOTIFICATIONS_DAYS, READ_NOTIFICATIONS_MAX } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { notifications, workItems } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../../tickets';

export type NotificationRow = typeof notifications.$inferSelect;

/** `visibleTickets` reads the ticket through the alias `wi`. */
const wi = alias(workItems, 'wi');
const UNREAD_LIMIT = 100;

/** The user's notifications that `condition` picks, newest first, about no ticket or one they may still see. */
async function listed(db: Executor, user: AuthUser, condition: SQL, limit: number): Promise<NotificationRow[]> {
  const rows = await db
    .select({ notification: notifications })
    .from(notifications)
    .leftJoin(wi, eq(wi.id, notifications.workItemId))
    .where(and(eq(notifications.userId, user.id), condition, or(isNull(notifications.workItemId), visibleTickets(user))))
    .orderBy(desc(notifications.creationDate), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => row.notification);
}

export const notificationsRepository = {
  unread: (db: Executor, user: AuthUser, limit = UNREAD_LIMIT): Promise<NotificationRow[]> =>
    listed(db, user, eq(notifications.isRead, false), limit),

  /** 'Ver anteriores': the read ones of the last READ_NOTIFICATIONS_DAYS days, at most READ_NOTIFICATIONS_MAX. */
  read: (db: Executor, user: AuthUser): Promise<NotificationRow[]> =>
    listed(
      db,
      user,
      and(
        eq(notifications.isRead, true),
        gte(notifications.creationDate, sql`now() - make_interval(days => ${READ_NOTIFICATIONS_DAYS})`),
      )!,
      READ_NOTIFICATIONS_MAX,
    ),

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

  /** Marks the user's unread notifications read (only those up to `upToId` when given); answers how many. */
  async markAllRead(db: Executor, userId: number, upToId?: number): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
          upToId === undefined ? undefined : lte(notifications.id, upToId),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },
};
