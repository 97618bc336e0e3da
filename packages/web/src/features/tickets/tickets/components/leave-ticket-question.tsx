// The question of the leave guard (leave-ticket-dialog.tsx): '¿Salir sin guardar?'.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface LeaveTicketQuestionProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

export function LeaveTicketQuestion({ open, onStay, onLeave }: LeaveTicketQuestionProps) {
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth aria-labelledby="leave-ticket-title">
      <DialogTitle id="leave-ticket-title">¿Salir sin guardar?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Este ticket tiene cambios sin guardar (campos modificados o un mensaje escrito). Si sale ahora, se perderán.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Seguir editando
        </Button>
        <Button onClick={onLeave} variant="contained" color="error">
          Salir sin guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
