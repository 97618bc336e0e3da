// The in-app notification as the API shows it (docs/product/notifications.md#in-app-notifications): its id, type,
// ticket, text, link and creation date.
import type { AppNotification } from '@tms/contracts';
import type { NotificationRow } from './notifications.repository';

export const presentNotification = (row: NotificationRow): AppNotification => ({
  notificationId: row.id,
  type: row.type,
  id: row.workItemId,
  text: row.text,
  url: row.url,
  creationDate: row.creationDate.toISOString(),
});
