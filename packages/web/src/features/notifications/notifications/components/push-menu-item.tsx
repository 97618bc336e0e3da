// The user menu's browser push item (docs/product/notifications.md#push): 'Activar notificaciones' asks the browser's
// permission and subscribes; once this browser is subscribed for the user it reads 'Notificaciones activadas'. A
// browser without push gets no item.
import { ListItemIcon, MenuItem } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useSignedInUser } from '@/lib/session/use-session';
import { usePushStatus } from '../hooks/use-push-status';
import { activatePush } from '../push/push-activation';

/** A state, not an action: shown at full strength although it cannot be chosen. */
const stateItem = { '&.Mui-disabled': { opacity: 1 } };

export function PushMenuItem({ onChosen }: { onChosen: () => void }) {
  const session = useSignedInUser();
  const status = usePushStatus(session.id);
  if (status === 'unsupported') return null;
  if (status === 'on' || status === 'activating') {
    return (
      <MenuItem disabled sx={stateItem}>
        <ListItemIcon>
          <CheckCircleIcon fontSize="small" color={status === 'on' ? 'success' : 'disabled'} />
        </ListItemIcon>
        {status === 'on' ? 'Notificaciones activadas' : 'Activando notificaciones…'}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      onClick={() => {
        // The permission prompt must come from this click: asked before anything else happens.
        void activatePush(session);
        onChosen();
      }}
    >
      <ListItemIcon>
        <NotificationsActiveOutlinedIcon fontSize="small" />
      </ListItemIcon>
      Activar notificaciones
    </MenuItem>
  );
}
