// The screen's buttons: Crear / Guardar and Refrescar, and for a saved ticket Seguir (or Dejar de seguir), Imprimir
// and, for internal users, Macros and, when its abilities allow, 'Fusionar en…'. They wrap onto a second line on a
// narrow screen, so none ever leaves it (the page never scrolls sideways).
import { Box, Button, Chip } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import { MergeTicketAction } from './merge-ticket-action';
import { TicketMacrosMenu } from './ticket-macros-menu';

export const UNSAVED_CHANGES_LABEL = 'Cambios sin guardar';

interface TicketActionsProps {
  isNew: boolean;
  /** The saved ticket's id, for its macros. */
  ticketId?: number;
  /** The saved ticket may be merged into another (its `canMerge` ability). */
  canMerge?: boolean;
  /** The form holds changes not saved yet. */
  dirty: boolean;
  saving: boolean;
  isFollowing: boolean;
  following: boolean;
  printing: boolean;
  onSave: () => void;
  onFollow: () => void;
  onUnfollow: () => void;
  onRefresh: () => void;
  onPrint: () => void;
}

export function TicketActions({
  isNew,
  ticketId,
  canMerge = false,
  dirty,
  saving,
  isFollowing,
  following,
  printing,
  onSave,
  onFollow,
  onUnfollow,
  onRefresh,
  onPrint,
}: TicketActionsProps) {
  return (
    <Box
      role="group"
      aria-label="Acciones del ticket"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: { sm: 'flex-end' }, gap: 1 }}
    >
      {dirty && !isNew && <Chip label={UNSAVED_CHANGES_LABEL} color="warning" variant="outlined" size="small" />}
      {!isNew && (
        <>
          {isFollowing ? (
            <Button variant="outlined" startIcon={<NotificationsOffIcon />} loading={following} onClick={onUnfollow}>
              Dejar de seguir
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<NotificationsActiveIcon />} loading={following} onClick={onFollow}>
              Seguir
            </Button>
          )}
          <Button variant="outlined" startIcon={<PrintIcon />} loading={printing} onClick={onPrint}>
            Imprimir
          </Button>
        </>
      )}
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh}>
        Refrescar
      </Button>
      {ticketId !== undefined && <TicketMacrosMenu ticketId={ticketId} dirty={dirty} />}
      {ticketId !== undefined && canMerge && <MergeTicketAction ticketId={ticketId} />}
      <Button variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={onSave}>
        {isNew ? 'Crear' : 'Guardar'}
      </Button>
    </Box>
  );
}
