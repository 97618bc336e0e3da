// Where a notification leads: its own link (an app path, or an address of this site), else its ticket.
import { ticketPath } from '@/components/ticket-link';
import type { AppNotification } from '../api/get-notifications';

export type NotificationTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string } | null;

export function notificationTarget(notification: AppNotification): NotificationTarget {
  if (notification.url) {
    const url = new URL(notification.url, window.location.origin);
    if (url.origin === window.location.origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', href: url.href };
  }
  return notification.id ? { kind: 'app', path: ticketPath(notification.id) } : null;
}
