// The banner offering browser push after sign-in (docs/product/notifications.md#push), once per browser: 'Activar
// notificaciones' asks the browser's permission from the click; 'Ahora no' puts it away. Either answer ends the offer;
// the user menu keeps the item. It is a labelled region at the top of the content, never an alert: it interrupts no
// one and covers nothing.
import { Alert, Box, Button } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useSignedInUser } from '@/lib/session/use-session';
import { usePushOfferShown } from '../hooks/use-push-status';
import { activatePush, dismissPushOffer } from '../push/push-activation';

export function PushOfferBanner() {
  const session = useSignedInUser();
  const shown = usePushOfferShown();
  if (!shown) return null;
  const activate = () => {
    // The permission prompt must come from this click: asked before anything else happens.
    void activatePush(session);
    dismissPushOffer();
  };
  return (
    <Alert
      severity="info"
      role="region"
      aria-label="Notificaciones del navegador"
      icon={<NotificationsActiveOutlinedIcon />}
      sx={{ mb: 2 }}
    >
      Reciba avisos de sus tickets en este navegador, aunque no tenga la página abierta.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" onClick={activate}>
          Activar notificaciones
        </Button>
        <Button size="small" color="inherit" onClick={dismissPushOffer}>
          Ahora no
        </Button>
      </Box>
    </Alert>
  );
}
