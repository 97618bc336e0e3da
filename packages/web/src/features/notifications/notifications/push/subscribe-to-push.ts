// Browser push for a user whose browser already granted the permission (docs/product/notifications.md#push): register
// /sw.js, subscribe with the server's VAPID key, send the subscription and keep its id. Asking for the permission is
// push-activation.ts's, from the user's own action.
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription, type PushSubscriptionInput } from '../api/save-push-subscription';
import { base64UrlToBytes } from './application-server-key';
import { SERVICE_WORKER_URL } from './push-support';
import { readStoredPushSubscription, storePushSubscription, type StoredPushSubscription } from './stored-push-subscription';

function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { keys } = subscription.toJSON();
  if (!keys?.auth || !keys.p256dh) throw new Error('The push subscription came without keys');
  return { Endpoint: subscription.endpoint, ExpirationDate: subscription.expirationTime, Auth: keys.auth, P256dh: keys.p256dh };
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** This browser's subscription made with the server's current key (an old key's subscription is replaced). */
async function currentSubscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const serverKey = base64UrlToBytes(await getPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, serverKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}

/** Subscribes this browser for the user unless it already is; answers the stored subscription. */
export async function subscribeToPush(userId: number): Promise<StoredPushSubscription> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const stored = readStoredPushSubscription();
  const existing = await registration.pushManager.getSubscription();
  if (existing && stored?.userId === userId && stored.endpoint === existing.endpoint) return stored;

  const subscription = await currentSubscription(registration);
  const saved = { id: await savePushSubscription(subscriptionInput(subscription)), userId, endpoint: subscription.endpoint };
  storePushSubscription(saved);
  return saved;
}
