// Content of the bell's popover: 'Notificaciones' with 'N nuevas' ('1 nueva'), the unread list, or 'Sin
// notificaciones'. It is 380 px wide where there is room and never wider than its popover, which MUI keeps 16 px
// clear of the window's edges: on a phone (390 px) the count and the texts stay on screen, the texts wrap.
import { Box, Chip, Divider, List, Typography } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import type { AppNotification } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

const PANEL_WIDTH = 380;

/** '0 nuevas', '1 nueva', '3 nuevas'. */
export const unreadLabel = (count: number) => `${count} ${count === 1 ? 'nueva' : 'nuevas'}`;

interface NotificationsPanelProps {
  notifications: AppNotification[];
  unreadCount: number;
  onOpen: (notification: AppNotification) => void;
}

export function NotificationsPanel({ notifications, unreadCount, onOpen }: NotificationsPanelProps) {
  return (
    <Box sx={{ width: PANEL_WIDTH, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 0 }}>
          Notificaciones
        </Typography>
        <Chip
          size="small"
          color={unreadCount > 0 ? 'primary' : 'default'}
          label={unreadLabel(unreadCount)}
          sx={{ flexShrink: 0 }}
        />
      </Box>
      <Divider />
      {notifications.length === 0 ? (
        <Box sx={{ display: 'grid', placeItems: 'center', gap: 1, py: 4, color: 'text.secondary' }}>
          <NotificationsOffIcon />
          <Typography variant="body2">Sin notificaciones</Typography>
        </Box>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }} aria-label="Notificaciones sin leer">
          {notifications.map((notification) => (
            <NotificationItem key={notification.notificationId} notification={notification} onOpen={onOpen} />
          ))}
        </List>
      )}
    </Box>
  );
}
