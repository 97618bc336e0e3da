// Delivers 'push' outbox rows: the notification's text and link, encrypted for the subscription with web-push and
// signed with our VAPID keys. A subscription the push service no longer knows (404/410) is removed.
import { eq, sql } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { vapidKeys } from './vapid-keys';

interface PushPayload {
  subscriptionId: number;
  notificationId: number;
}

/** `agent` lets tests reach a local push service with a self-signed certificate. */
export function createPushSender(db: Database, publicUrl: string, agent?: Agent) {
  return async ({ subscriptionId, notificationId }: PushPayload) => {
    const [target] = await queryRows<{
      endpoint: string;
      auth: string;
      p256dh: string;
      text: string | null;
      url: string | null;
      type: number;
    }>(
      db,
      sql`
      SELECT ps.endpoint, ps.auth, ps.p256dh, n.text, n.url, n.type
        FROM push_subscriptions ps JOIN notifications n ON n.id = ${notificationId} AND n.user_id = ps.user_id
       WHERE ps.id = ${subscriptionId}`,
    );
    if (!target) return; // unsubscribed since: nothing to deliver
    const keys = await vapidKeys(db);
    const body = JSON.stringify({
      title: 'Ticket Management System',
      body: target.text ?? '',
      url: target.url ?? '/',
      type: target.type,
    });
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { auth: target.auth, p256dh: target.p256dh } }, body, {
        vapidDetails: {
          subject: publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@localhost',
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: 3600,
        ...(agent ? { agent } : {}),
      });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
        return;
      }
      throw error;
    }
  };
}
