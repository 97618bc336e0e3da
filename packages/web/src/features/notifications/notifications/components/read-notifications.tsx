// 'Ver anteriores': the read notifications of the last 30 days (at most 100), newest first, read from the server each
// time they are shown. Choosing one opens what it is about.
import { Box, CircularProgress, List, Typography } from '@mui/material';
import type { AppNotification } from '../api/get-notifications';
import { useReadNotifications } from '../api/get-read-notifications';
import { NotificationItem } from './notification-item';

export function ReadNotifications({ onOpen }: { onOpen: (notification: AppNotification) => void }) {
  const { data, isPending, isError } = useReadNotifications();
  return (
    <section aria-labelledby="read-notifications-heading">
      <Typography
        id="read-notifications-heading"
        variant="overline"
        component="h3"
        sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary' }}
      >
        Anteriores
      </Typography>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label="Cargando notificaciones anteriores" />
        </Box>
      )}
      {!isPending && !data?.length && (
        <Typography variant="body2" sx={{ px: 2, py: 2, color: 'text.secondary' }}>
          {isError ? 'No se pudieron cargar las notificaciones anteriores.' : 'Sin notificaciones anteriores'}
        </Typography>
      )}
      {!!data?.length && (
        <List dense disablePadding aria-label="Notificaciones anteriores">
          {data.map((notification) => (
            <NotificationItem key={notification.notificationId} notification={notification} onOpen={onOpen} read />
          ))}
        </List>
      )}
    </section>
  );
}
