// The top bar's bell: a dot when there is something unread; opens the notifications panel.
import { useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';

const PANEL_ID = 'notifications-panel';

export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications, unreadCount } = useNotifications();

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton
          aria-label="Notificaciones"
          aria-haspopup="dialog"
          aria-controls={anchor ? PANEL_ID : undefined}
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="error" variant="dot" invisible={unreadCount === 0}>
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
        <NotificationsPanel notifications={notifications} unreadCount={unreadCount} />
      </Popover>
    </>
  );
}
