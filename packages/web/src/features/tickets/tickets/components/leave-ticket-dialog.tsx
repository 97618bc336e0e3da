// Asked before leaving a ticket whose form holds changes that were not saved (in-app navigation; closing the tab
// gets the browser's own question).
import type { RefObject } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLeaveGuard } from '../hooks/use-leave-guard';

interface LeaveTicketGuardProps {
  dirty: boolean;
  letThrough: RefObject<boolean>;
}

export function LeaveTicketGuard({ dirty, letThrough }: LeaveTicketGuardProps) {
  const guard = useLeaveGuard(dirty, letThrough);
  return (
    <Dialog open={guard.asking} onClose={guard.stay} maxWidth="xs" fullWidth aria-labelledby="leave-ticket-title">
      <DialogTitle id="leave-ticket-title">¿Salir sin guardar?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Este ticket tiene cambios sin guardar (campos modificados o un mensaje escrito). Si sale ahora, se perderán.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} autoFocus>
          Seguir editando
        </Button>
        <Button onClick={guard.leave} variant="contained" color="error">
          Salir sin guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
