// One save of the ticket: when, who, and a line per changed field; the creation entry of a ticket made from an
// e-mail says 'Creado por correo'.
import { Box, ListItem, Typography } from '@mui/material';
import { ticketOriginLabels, type HistoryEntry } from '@tms/contracts';
import { formatDate } from '@/lib/dates';
import { historyActionText, historyItemText } from './history-item-text';

export function HistoryEntryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="span">
          {formatDate(entry.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {entry.creatorName} · {historyActionText(entry.action)}
          {entry.origin && ` · ${ticketOriginLabels.createdBy[entry.origin]}`}
        </Typography>
      </Box>
      {entry.historyItems.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {entry.historyItems.map((item, index) => (
            <Typography key={index} component="li" variant="body2">
              {historyItemText(item)}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}
