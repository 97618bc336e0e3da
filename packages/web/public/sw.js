// Service worker of the browser push notifications (docs/product/notifications.md#push). The server sends
// {title, body, url, type}; this shows it as a system notification, and a click brings the app forward on that
// address (or opens it).
/* eslint-env serviceworker */
const DEFAULT_TITLE = 'Ticket Management System';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch (error) {
    console.warn('Push payload is not JSON; shown as text', error);
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title || DEFAULT_TITLE, {
      body: payload.body || '',
      icon: '/favicon.svg',
      lang: 'es-MX',
      data: { url: payload.url || '/' },
    }),
  );
});

async function openUrl(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const appWindow = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (appWindow) {
    const focused = await appWindow.focus();
    try {
      await focused.navigate(url);
      return;
    } catch (error) {
      // Only windows this worker controls can be navigated; open a new one instead.
      console.warn('Could not navigate the app window; opening a new one', error);
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(openUrl(url));
});
