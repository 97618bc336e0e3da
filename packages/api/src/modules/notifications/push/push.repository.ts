// Browser push subscriptions: one row per endpoint, owned by the user who registered it first.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { deleteRows } from '../../../lib/delete-rows';

export interface NewPushSubscription {
  endpoint: string;
  expirationDate: Date | null;
  auth: string;
  p256dh: string;
}

/** What a push delivery needs: the subscription's address and keys, and the notification's content. */
export interface PushTarget {
  endpoint: string;
  auth: string;
  p256dh: string;
  text: string | null;
  url: string | null;
  type: number;
}

export const pushRepository = {
  /**
   * Saves the user's subscription, refreshing its keys when the user registers it again. Null when the endpoint
   * belongs to another user: it stays theirs (one atomic statement, so two users racing cannot both own it).
   */
  async save(db: Executor, userId: number, input: NewPushSubscription): Promise<number | null> {
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId, ...input })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { expirationDate: input.expirationDate, auth: input.auth, p256dh: input.p256dh },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    return row?.id ?? null;
  },

  /** Deletes the user's own subscription; false when it is not theirs or does not exist. */
  deleteOwn: (db: Executor, userId: number, id: number): Promise<boolean> =>
    deleteRows(db, pushSubscriptions, and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId))),

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  /** The subscription and the notification to push to it, when both still exist and belong to the same user. */
  async target(db: Executor, subscriptionId: number, notificationId: number): Promise<PushTarget | undefined> {
    const [target] = await queryRows<PushTarget>(
      db,
      sql`
      SELECT ps.endpoint, ps.auth, ps.p256dh, n.text, n.url, n.type
        FROM push_subscriptions ps JOIN notifications n ON n.id = ${notificationId} AND n.user_id = ps.user_id
       WHERE ps.id = ${subscriptionId}`,
    );
    return target;
  },
};
