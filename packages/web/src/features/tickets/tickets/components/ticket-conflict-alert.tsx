// Someone saved the ticket first: the server's message stays on screen with Refrescar, which reads it again.
import { ActionAlert } from '@/components/action-alert';

interface TicketConflictAlertProps {
  message: string;
  onRefresh: () => void;
}

export function TicketConflictAlert({ message, onRefresh }: TicketConflictAlertProps) {
  return (
    <ActionAlert severity="warning" actionLabel="Refrescar" onAction={onRefresh} sx={{ mb: 2 }}>
      {message}
    </ActionAlert>
  );
}
