// Whether this browser can show push notifications at all (service workers, Push API, Notification API; a secure
// context: https or localhost).
export const SERVICE_WORKER_URL = '/sw.js';

export const pushSupported = () =>
  window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
