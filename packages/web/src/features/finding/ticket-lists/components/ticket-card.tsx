// A ticket as a card, for the ticket lists and the Buscador on narrow screens (components/data-table/data-cards.tsx):
// the subject opening the ticket, its number, the status chip (with 'Escalado'), the last change, the responsible
// and the expiry.
import type { ReactNode } from 'react';
import { Box, Chip, Stack, Tooltip, Typography, type ChipProps } from '@mui/material';
import { TicketStatus, type TicketListRow } from '@tms/contracts';
import type { TableCards } from '@/components/data-table/data-cards';
import { EscalatedChip } from '@/components/escalated-chip';
import { TicketCardTitle } from '@/components/ticket-link';
import { formatDate, fromNow } from '@/lib/dates';

export const NO_RESPONSIBLE = 'Sin responsable';
export const NO_EXPIRY = 'Sin vencimiento';

const statusColors: Record<number, ChipProps['color']> = {
  [TicketStatus.Initial]: 'default',
  [TicketStatus.InProgress]: 'info',
  [TicketStatus.Finished]: 'success',
};

/** A line of the card: its label, then the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Box>
    </Typography>
  );
}

function TicketCard({ row }: { row: TicketListRow }) {
  return (
    <Stack spacing={0.75}>
      <TicketCardTitle id={row.id} subject={row.subject} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={row.status} size="small" variant="outlined" color={statusColors[row.statusId] ?? 'default'} />
        {row.escalated && <EscalatedChip />}
      </Box>
      <Detail label="Actualización">
        <Tooltip title={formatDate(row.modifiedDate)}>
          <span>{fromNow(row.modifiedDate)}</span>
        </Tooltip>
      </Detail>
      <Detail label="Responsable">{row.assignedToName ?? NO_RESPONSIBLE}</Detail>
      <Detail label="Expira">{row.expireDate ? formatDate(row.expireDate) : NO_EXPIRY}</Detail>
    </Stack>
  );
}

/** How a ticket listing shows its rows as cards; the checkbox names the ticket by number and subject. */
export const ticketCards = {
  render: (row: TicketListRow) => <TicketCard row={row} />,
  name: (row: TicketListRow) => `#${row.id} ${row.subject}`,
} satisfies Pick<TableCards<TicketListRow>, 'render' | 'name'>;
