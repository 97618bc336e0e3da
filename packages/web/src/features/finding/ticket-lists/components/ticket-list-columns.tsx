// The columns of the ticket lists (docs/product/finding.md#ticket-lists): on screen, and as copied to the clipboard.
import type { GridColDef } from '@mui/x-data-grid';
import { Tooltip } from '@mui/material';
import type { TicketListRow } from '@tms/contracts';
import type { ExportColumn } from '@/components/export/export-column';
import { ticketStatusColumn } from '@/components/escalated-chip';
import { ticketSubjectColumn } from '@/components/ticket-link';
import { formatDate, fromNow } from '@/lib/dates';

export const ticketListColumns: GridColDef<TicketListRow>[] = [
  { field: 'id', headerName: 'Id', width: 90 },
  ticketSubjectColumn('Tema', { flex: 1.6, minWidth: 220 }),
  { field: 'subCategoryCode', headerName: 'SubCategoria', flex: 1, minWidth: 150 },
  ticketStatusColumn('Estado'),
  { field: 'createdByName', headerName: 'Creador', flex: 1, minWidth: 160 },
  {
    field: 'modifiedDate',
    headerName: 'Actualización',
    width: 170,
    renderCell: ({ row }) => (
      <Tooltip title={formatDate(row.modifiedDate)}>
        <span>{fromNow(row.modifiedDate)}</span>
      </Tooltip>
    ),
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
