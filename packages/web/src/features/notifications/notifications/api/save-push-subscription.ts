// POST /api/push-subscriptions: this browser's push subscription for the signed-in user
// (docs/product/notifications.md#push) → its id. The server keeps one row per endpoint, so a browser used by someone
// else next moves to them.
import { apiPost } from '@/lib/api/api-client';

export interface PushSubscriptionInput {
  Endpoint: string;
  ExpirationDate: number | null;
  Auth: string;
  P256dh: string;
}

export const savePushSubscription = async (input: PushSubscriptionInput) =>
  (await apiPost<{ id: number }>('/push-subscriptions', input)).id;
