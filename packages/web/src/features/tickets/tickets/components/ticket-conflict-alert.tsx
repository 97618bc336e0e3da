// The ticket on screen is no longer the stored one, said with Refrescar, which reads it again: 'Este ticket cambió'
// as soon as the live stream tells of a save someone else made, with who and what; 'El ticket cambió mientras lo
// editaba' with the server's refusal once a save based on the older copy was refused.
import { AlertTitle } from '@mui/material';
import { ActionAlert } from '@/components/action-alert';
import { CHANGED_WHILE_EDITING_TITLE, REFRESH_TO_SEE, TICKET_CHANGED_TITLE, changeSummary } from './ticket-change';
import type { TicketChangeNotice } from '@tms/contracts';

interface TicketConflictAlertProps {
  /** The server's refusal of a save based on an older copy; null while no save was refused. */
  refusal: string | null;
  /** The saves others made since the copy on screen was read. */
  changes: readonly TicketChangeNotice[];
  onRefresh: () => void;
}

export function TicketConflictAlert({ refusal, changes, onRefresh }: TicketConflictAlertProps) {
  if (refusal === null && changes.length === 0) return null;
  return (
    <ActionAlert severity="warning" actionLabel="Refrescar" onAction={onRefresh} sx={{ mb: 2 }}>
      <AlertTitle>{refusal === null ? TICKET_CHANGED_TITLE : CHANGED_WHILE_EDITING_TITLE}</AlertTitle>
      {changes.length > 0 && `${changeSummary(changes)} `}
      {refusal ?? REFRESH_TO_SEE}
    </ActionAlert>
  );
}
