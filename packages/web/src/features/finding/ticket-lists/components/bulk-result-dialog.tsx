// What a bulk action did: how many tickets changed ('3 tickets reasignados') and each refused ticket with the
// server's reason.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BulkResult } from '@tms/contracts';
import { MessageDialog } from '@/components/message-dialog';

export type BulkAction = 'follow' | 'reassign' | 'macro';

const doneWords: Record<BulkAction, [string, string]> = {
  follow: ['ticket seguido', 'tickets seguidos'],
  reassign: ['ticket reasignado', 'tickets reasignados'],
  macro: ['ticket con la macro aplicada', 'tickets con la macro aplicada'],
};

export const bulkSummary = (action: BulkAction, changed: number) => `${changed} ${doneWords[action][changed === 1 ? 0 : 1]}`;

interface BulkResultDialogProps {
  outcome: { action: BulkAction; result: BulkResult } | null;
  onClose: () => void;
}

export function BulkResultDialog({ outcome, onClose }: BulkResultDialogProps) {
  if (!outcome) return null;
  const { action, result } = outcome;
  return (
    <MessageDialog open title="Resultado" onClose={onClose}>
      <Typography>{bulkSummary(action, result.changed.length)}</Typography>
      {result.refused.length > 0 && (
        <>
          <Typography sx={{ mt: 2 }}>
            {result.refused.length === 1 ? '1 ticket no se cambió:' : `${result.refused.length} tickets no se cambiaron:`}
          </Typography>
          <List dense aria-label="Tickets no cambiados">
            {result.refused.map((refusal) => (
              <ListItem key={refusal.id} disableGutters>
                <ListItemText primary={`#${refusal.id}`} secondary={refusal.reason} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </MessageDialog>
  );
}
