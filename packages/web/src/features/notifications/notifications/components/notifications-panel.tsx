// Content of the bell's popover: 'Notificaciones' with 'N nuevas' ('1 nueva'), the unread list or 'Sin
// notificaciones', and below it 'Marcar todas como leídas' and 'Ver anteriores' (the read ones, under 'Anteriores').
// It is 380 px wide where there is room and never wider than its popover, which MUI keeps 16 px clear of the window's
// edges: on a phone (390 px) the count, the texts and the buttons stay on screen, the texts wrap.
import { useRef, useState } from 'react';
import { Box, Button, Chip, Divider, List, Typography } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import type { AppNotification } from '../api/get-notifications';
import { NotificationItem } from './notification-item';
import { ReadNotifications } from './read-notifications';

const PANEL_WIDTH = 380;
const READ_LIST_ID = 'read-notifications';

/** '0 nuevas', '1 nueva', '3 nuevas'. */
export const unreadLabel = (count: number) => `${count} ${count === 1 ? 'nueva' : 'nuevas'}`;

interface NotificationsPanelProps {
  notifications: AppNotification[];
  unreadCount: number;
  /** Opens an unread notification (it is marked read). */
  onOpen: (notification: AppNotification) => void;
  /** Opens a read one. */
  onOpenRead: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
}

export function NotificationsPanel({ notifications, unreadCount, onOpen, onOpenRead, onMarkAllRead }: NotificationsPanelProps) {
  const [showRead, setShowRead] = useState(false);
  const readToggle = useRef<HTMLButtonElement>(null);
  // The button disables itself: the focus moves on to 'Ver anteriores', where the marked ones now are.
  const markAllRead = () => {
    onMarkAllRead();
    readToggle.current?.focus();
  };
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
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {notifications.length === 0 ? (
          <Box sx={{ display: 'grid', placeItems: 'center', gap: 1, py: 4, color: 'text.secondary' }}>
            <NotificationsOffIcon />
            <Typography variant="body2">Sin notificaciones</Typography>
          </Box>
        ) : (
          <List dense disablePadding aria-label="Notificaciones sin leer">
            {notifications.map((notification) => (
              <NotificationItem key={notification.notificationId} notification={notification} onOpen={onOpen} />
            ))}
          </List>
        )}
        {showRead && (
          <Box id={READ_LIST_ID}>
            <ReadNotifications onOpen={onOpenRead} />
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, px: 1, py: 0.5 }}>
        <Button size="small" disabled={unreadCount === 0} onClick={markAllRead}>
          Marcar todas como leídas
        </Button>
        <Button
          ref={readToggle}
          size="small"
          aria-expanded={showRead}
          aria-controls={showRead ? READ_LIST_ID : undefined}
          onClick={() => setShowRead((shown) => !shown)}
        >
          {showRead ? 'Ocultar anteriores' : 'Ver anteriores'}
        </Button>
      </Box>
    </Box>
  );
}
