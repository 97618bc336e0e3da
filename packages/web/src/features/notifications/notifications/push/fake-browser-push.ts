// A stand-in for the browser's push machinery in component tests (jsdom has none): a secure context, the Notification
// permission (what it is, and what the prompt answers), a service worker registration and its PushManager, which
// subscribes on a push service address with real-looking keys. `restore` takes it all away again.
import { vi } from 'vitest';

interface FakeBrowserPushOptions {
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the prompt answers. */
  answer?: NotificationPermission;
}

export const FAKE_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/prueba';

function fakeSubscription(applicationServerKey: unknown) {
  const key = applicationServerKey instanceof Uint8Array ? applicationServerKey.slice().buffer : null;
  return {
    endpoint: FAKE_PUSH_ENDPOINT,
    expirationTime: null,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint: FAKE_PUSH_ENDPOINT, keys: { auth: 'YXV0aA', p256dh: 'cDI1NmRo' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

export function installFakeBrowserPush({ permission = 'default', answer = 'granted' }: FakeBrowserPushOptions = {}) {
  let current = permission;
  let subscription: ReturnType<typeof fakeSubscription> | null = null;
  const requestPermission = vi.fn(async () => {
    current = answer;
    return answer;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = fakeSubscription(options.applicationServerKey);
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), getRegistration: vi.fn(async () => registration) };

  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return current;
      }
      static requestPermission = requestPermission;
    },
  );
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });

  return {
    requestPermission,
    pushManager,
    /** The permission changed outside the app (the browser's settings). */
    setPermission: (next: NotificationPermission) => (current = next),
    restore() {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
