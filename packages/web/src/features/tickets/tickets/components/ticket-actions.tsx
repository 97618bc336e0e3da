// The screen's buttons: Crear / Guardar and Refrescar, and for a saved ticket Seguir and Imprimir.
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';

interface TicketActionsProps {
  isNew: boolean;
  saving: boolean;
  isFollowing: boolean;
  following: boolean;
  printing: boolean;
  onSave: () => void;
  onFollow: () => void;
  onRefresh: () => void;
  onPrint: () => void;
}

export function TicketActions({
  isNew,
  saving,
  isFollowing,
  following,
  printing,
  onSave,
  onFollow,
  onRefresh,
  onPrint,
}: TicketActionsProps) {
  return (
    <>
      {!isNew && (
        <>
          <Button
            variant="outlined"
            startIcon={isFollowing ? <CheckIcon /> : <NotificationsActiveIcon />}
            loading={following}
            disabled={isFollowing}
            onClick={onFollow}
          >
            {isFollowing ? 'Siguiendo' : 'Seguir'}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} loading={printing} onClick={onPrint}>
            Imprimir
          </Button>
        </>
      )}
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh}>
        Refrescar
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={onSave}>
        {isNew ? 'Crear' : 'Guardar'}
      </Button>
    </>
  );
}
