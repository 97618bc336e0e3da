// Content of the bell's popover: 'Notificaciones' with 'N nuevas', the unread list, or 'Sin notificaciones'.
import { Box, Chip, Divider, List, Typography } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import type { AppNotification } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

interface NotificationsPanelProps {
  notifications: AppNotification[];
  unreadCount: number;
  onOpen: (notification: AppNotification) => void;
}

export function NotificationsPanel({ notifications, unreadCount, onOpen }: NotificationsPanelProps) {
  return (
    <Box sx={{ width: 380, maxWidth: '100vw' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Notificaciones
        </Typography>
        <Chip size="small" color={unreadCount > 0 ? 'primary' : 'default'} label={`${unreadCount} nuevas`} />
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
