// Someone saved the ticket first: the server's message stays on screen with Refrescar, which reads it again.
import { Alert, Button } from '@mui/material';

interface TicketConflictAlertProps {
  message: string;
  onRefresh: () => void;
}

export function TicketConflictAlert({ message, onRefresh }: TicketConflictAlertProps) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRefresh}>
          Refrescar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
