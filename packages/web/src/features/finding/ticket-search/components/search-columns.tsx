// The Buscador's result columns (docs/product/finding.md#buscador) and the columns of its export, which carries
// every field of a match.
import type { GridColDef } from '@mui/x-data-grid';
import type { TicketSearchRow } from '@tms/contracts';
import { exportDate, type ExportColumn } from '@/components/export/export-column';
import { ticketStatusColumn } from '@/components/escalated-chip';
import { ticketSubjectColumn } from '@/components/ticket-link';
import { formatDate } from '@/lib/dates';
import { NO_RESPONSIBLE } from '../../ticket-lists/components/ticket-card';

export const SEARCH_EXPORT_NAME = 'Tickets buscador';

/** The minimum widths add up (with the checkboxes) to what a 1440 px screen beside the menu holds: no sideways scroll. */
export const searchResultColumns: GridColDef<TicketSearchRow>[] = [
  { field: 'id', headerName: 'Id', width: 80 },
  ticketSubjectColumn('Asunto', { flex: 1.6, minWidth: 170 }),
  { field: 'subCategoryCode', headerName: 'SubCategoria', flex: 1, minWidth: 120 },
  ticketStatusColumn('Estado'),
  { field: 'createdByName', headerName: 'Creado por', flex: 1, minWidth: 130 },
  // Sorted by the server, tickets without a responsible last.
  {
    field: 'assignedToName',
    headerName: 'Responsable',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: string | null) => value ?? NO_RESPONSIBLE,
  },
  { field: 'modifiedDate', headerName: 'Última modificación', width: 170, valueFormatter: (value: string) => formatDate(value) },
];

export const searchExportColumns: ExportColumn<TicketSearchRow>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Asunto', value: (row) => row.subject },
  { header: 'Categoria', value: (row) => row.categoryName },
  { header: 'SubCategoria', value: (row) => row.subCategoryCode },
  { header: 'Sucursal', value: (row) => row.companyLocationName },
  { header: 'Severidad', value: (row) => row.severity },
  { header: 'Estado', value: (row) => row.status },
  { header: 'Creado por', value: (row) => row.createdByName },
  { header: 'Responsable', value: (row) => row.assignedToName },
  { header: 'Fecha de creación', value: (row) => exportDate(row.createdDate) },
  { header: 'Última modificación', value: (row) => exportDate(row.modifiedDate) },
  { header: 'Fecha de expiración', value: (row) => exportDate(row.expireDate) },
];
