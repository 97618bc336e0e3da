// Tab 3 (saved tickets): every save, newest first, in a 600 px scrolling list (docs/product/tickets.md#the-ticket).
// Loaded when first opened.
import { List } from '@mui/material';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { useTicketHistory } from '../api/get-ticket-history';
import { HistoryEntryItem } from './history-entry-item';

const HISTORY_HEIGHT_PX = 600;

export function TicketHistoryTab({ ticketId, active }: { ticketId: number; active: boolean }) {
  const history = useTicketHistory(ticketId, active);
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return active ? <LoadingScreen /> : null;
  if (history.data.length === 0) return <EmptyState text="Sin historial" />;
  return (
    <List aria-label="Historial" sx={{ height: HISTORY_HEIGHT_PX, overflowY: 'auto', py: 0 }}>
      {history.data.map((entry) => (
        <HistoryEntryItem key={entry.id} entry={entry} />
      ))}
    </List>
  );
}
