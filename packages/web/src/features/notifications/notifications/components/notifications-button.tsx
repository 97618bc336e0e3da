// The top bar's bell: a dot while something is unread; opens the notifications panel. Choosing an unread
// notification marks it read (it leaves the list) and opens what it is about; 'Marcar todas como leídas' marks every
// one the panel shows. While signed in, it also keeps the list live and resumes browser push where this browser
// already granted it (turning push on is the user's action: push-offer-banner.tsx, push-menu-item.tsx).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useSession } from '@/lib/session/use-session';
import { useNotifications, type AppNotification } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { usePushSubscription } from '../hooks/use-push-subscription';
import { notificationTarget } from './notification-target';
import { NotificationsPanel, unreadLabel } from './notifications-panel';

const PANEL_ID = 'notifications-panel';

export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const session = useSession();
  const navigate = useNavigate();
  const { notifications, unreadCount } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useNotificationStream(session?.id);
  usePushSubscription(session);

  const follow = (notification: AppNotification) => {
    setAnchor(null);
    const target = notificationTarget(notification);
    if (target?.kind === 'app') void navigate(target.path);
    if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener');
  };
  const open = (notification: AppNotification) => {
    markRead.mutate(notification);
    follow(notification);
  };
  const readAll = () => {
    if (notifications.length) markAllRead.mutate(Math.max(...notifications.map((n) => n.notificationId)));
  };

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton
          aria-label={unreadCount > 0 ? `Notificaciones (${unreadLabel(unreadCount)})` : 'Notificaciones'}
          aria-haspopup="dialog"
          aria-controls={anchor ? PANEL_ID : undefined}
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="error" variant="dot" invisible={unreadCount === 0} data-testid="notifications-badge">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={PANEL_ID}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notificaciones' } }}
      >
        <NotificationsPanel
          notifications={notifications}
          unreadCount={unreadCount}
          onOpen={open}
          onOpenRead={follow}
          onMarkAllRead={readAll}
        />
      </Popover>
    </>
  );
}
