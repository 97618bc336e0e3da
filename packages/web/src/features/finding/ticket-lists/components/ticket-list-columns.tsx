// The columns of the ticket lists (docs/product/finding.md#ticket-lists): on screen, and as copied to the clipboard
// (the copy keeps its columns of before 'Expira').
import type { GridColDef } from '@mui/x-data-grid';
import { Tooltip } from '@mui/material';
import type { TicketListRow } from '@tms/contracts';
import type { ExportColumn } from '@/components/export/export-column';
import { ticketStatusColumn } from '@/components/escalated-chip';
import { ticketSubjectColumn } from '@/components/ticket-link';
import { formatDate, fromNow } from '@/lib/dates';
import { NO_EXPIRY } from './ticket-card';

/** The minimum widths add up (with the checkboxes) to what a 1440 px screen beside the menu holds: no sideways scroll. */
export const ticketListColumns: GridColDef<TicketListRow>[] = [
  { field: 'id', headerName: 'Id', width: 80 },
  ticketSubjectColumn('Tema', { flex: 1.6, minWidth: 180 }),
  { field: 'subCategoryCode', headerName: 'SubCategoria', flex: 1, minWidth: 120 },
  ticketStatusColumn('Estado'),
  { field: 'createdByName', headerName: 'Creador', flex: 1, minWidth: 140 },
  {
    field: 'modifiedDate',
    headerName: 'Actualización',
    width: 150,
    renderCell: ({ row }) => (
      <Tooltip title={formatDate(row.modifiedDate)}>
        <span>{fromNow(row.modifiedDate)}</span>
      </Tooltip>
    ),
  },
  // Sorted by the server: a ticket without an expiry counts as the latest deadline.
  {
    field: 'expireDate',
    headerName: 'Expira',
    width: 170,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : NO_EXPIRY),
  },
];

export const ticketListCopyColumns: ExportColumn<TicketListRow>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Tema', value: (row) => row.subject },
  { header: 'SubCategoria', value: (row) => row.subCategoryCode },
  { header: 'Estado', value: (row) => row.status },
  { header: 'Creador', value: (row) => row.createdByName },
  { header: 'Actualización', value: (row) => formatDate(row.modifiedDate) },
];
