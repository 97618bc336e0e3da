// A stand-in for the browser's push service: headless Chromium has none, so PushManager answers a subscription on
// push.invalid (a name that never resolves; the journeys' server lists it in PUSH_ALLOWED_HOSTS), with real-looking
// keys (a P-256 public key and 16 random bytes).
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';

export async function installFakePushService(page: Page) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  await page.addInitScript((fakeKeys) => {
    let current: PushSubscription | null = null;
    const fake = (options: PushSubscriptionOptionsInit) => {
      const endpoint = `https://push.invalid/fake-push/${crypto.randomUUID()}`;
      return {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: fakeKeys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      current = fake(options ?? {});
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  }, keys);
}
