// One notification: an icon and heading by type (0 notice, 1 ticket updated, 2 ticket assigned), the server's text,
// and how long ago it arrived; a read one (under 'Ver anteriores') is shown quieter. Choosing it opens what it is
// about.
import { ListItem, ListItemAvatar, ListItemButton, ListItemText, Avatar } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { fromNow } from '@/lib/dates';
import { NotificationType, type AppNotification } from '../api/get-notifications';

const kinds = {
  [NotificationType.Generic]: { icon: <InfoOutlinedIcon />, color: 'info.main' },
  [NotificationType.Updated]: { icon: <EditNoteIcon />, color: 'secondary.main' },
  [NotificationType.Assigned]: { icon: <AssignmentIndIcon />, color: 'primary.main' },
} as const;

/** The server writes the text; these stand in when it has none. */
export function notificationText(notification: AppNotification): string {
  if (notification.text) return notification.text;
  if (notification.type === NotificationType.Assigned) return `Se le asignó el ticket #${notification.id}`;
  if (notification.type === NotificationType.Updated) return `Ticket #${notification.id} actualizado`;
  return 'Notificación';
}

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  read?: boolean;
}

export function NotificationItem({ notification, onOpen, read = false }: NotificationItemProps) {
  const kind = kinds[notification.type as keyof typeof kinds] ?? kinds[NotificationType.Generic];
  return (
    // The list holds list items; each item holds its button (axe 'list': a button straight in a <ul> is not an item).
    <ListItem disablePadding divider>
      <ListItemButton alignItems="flex-start" onClick={() => onOpen(notification)}>
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <Avatar sx={{ bgcolor: read ? 'action.disabled' : kind.color, width: 34, height: 34 }}>{kind.icon}</Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={notificationText(notification)}
          secondary={fromNow(notification.creationDate)}
          slotProps={{ primary: { variant: 'body2', color: read ? 'text.secondary' : 'text.primary' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
