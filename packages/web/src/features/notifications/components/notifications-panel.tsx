// Content of the bell's popover: 'Notificaciones' with 'N nuevas', the list, or 'Sin notificaciones'.
import { Box, Chip, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { fromNow } from '@/lib/dates';
import type { AppNotification } from '../api/get-notifications';

interface NotificationsPanelProps {
  notifications: AppNotification[];
  unreadCount: number;
}

export function NotificationsPanel({ notifications, unreadCount }: NotificationsPanelProps) {
  return (
    <Box sx={{ width: 360, maxWidth: '100vw' }}>
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
        <List dense sx={{ maxHeight: 400, overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <ListItem key={notification.notificationId} divider>
              <ListItemText primary={notification.text} secondary={fromNow(notification.creationDate)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
