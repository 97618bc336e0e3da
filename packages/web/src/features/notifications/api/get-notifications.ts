// The signed-in user's unread in-app notifications (spec 3 "Notification"). The notifications API of the server
// arrives with the notifications feature; until then this hook answers an empty list without calling it.
export interface AppNotification {
  notificationId: number;
  /** 0 generic (text, optional url), 1 ticket updated, 2 ticket assigned. */
  type: 0 | 1 | 2;
  id: number | null;
  text: string;
  url: string | null;
  creationDate: string;
}

const noNotifications: AppNotification[] = [];

export function useNotifications(): { notifications: AppNotification[]; unreadCount: number } {
  return { notifications: noNotifications, unreadCount: noNotifications.length };
}
