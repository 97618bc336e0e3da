// 'Escalado' (docs/product/automations.md): an escalation rule acted on the ticket at its current deadline. Shown
// beside the status in the ticket listings and on the ticket's summary.
import { Box, Chip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export const ESCALATED_LABEL = 'Escalado';

export function EscalatedChip() {
  return <Chip label={ESCALATED_LABEL} color="warning" size="small" variant="outlined" />;
}

type StatusRow = GridValidRowModel & { status: string; escalated?: boolean };

/** A ticket listing's status column: the status, and 'Escalado' beside it when the ticket is. */
export function ticketStatusColumn<R extends StatusRow>(headerName: string): GridColDef<R> {
  return {
    field: 'status',
    headerName,
    width: 200,
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        {row.status}
        {row.escalated && <EscalatedChip />}
      </Box>
    ),
  };
}
