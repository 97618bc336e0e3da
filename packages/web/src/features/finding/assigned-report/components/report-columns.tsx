// Columns of the assigned report (docs/product/finding.md#assigned-report), on screen and in its export; 'Asignado a'
// only with several responsibles.
// At a desk's width (1440 px, menu open) every column fits: long headers, subjects and names wrap onto more lines
// (rows grow) instead of being cut; narrower windows scroll the table sideways, never the page.
import type { GridColDef } from '@mui/x-data-grid';
import type { AssignedReportRow } from '@tms/contracts';
import type { ExportColumn } from '@/components/export/export-column';
import { ticketSubjectColumn } from '@/components/ticket-link';
import { closingTimeMs, closingTimeText, humanizeSpan } from './closing-time';

export const REPORT_EXPORT_NAME = 'Tickets asignados';

export function reportColumns(showUser: boolean): GridColDef<AssignedReportRow>[] {
  const columns: GridColDef<AssignedReportRow>[] = [
    { field: 'id', headerName: 'Id', width: 64 },
    ticketSubjectColumn('Asunto', { flex: 1.5, minWidth: 140 }),
    { field: 'companyLocationName', headerName: 'Sucursal', flex: 1, minWidth: 110 },
    { field: 'subCategoryName', headerName: 'SubCategoria', flex: 1, minWidth: 120 },
    { field: 'categoryName', headerName: 'Categoria', flex: 1, minWidth: 130 },
    { field: 'severity', headerName: 'Severidad', width: 110 },
    { field: 'status', headerName: 'Estado', width: 110 },
    {
      field: 'closingTime',
      headerName: 'Tiempo de cierre',
      width: 120,
      valueGetter: (_value, row) => closingTimeMs(row),
      valueFormatter: (value: number | null) => (value === null ? '' : humanizeSpan(value)),
    },
  ];
  if (showUser) columns.push({ field: 'userName', headerName: 'Asignado a', flex: 1, minWidth: 120 });
  return columns;
}

export function reportExportColumns(showUser: boolean): ExportColumn<AssignedReportRow>[] {
  const columns: ExportColumn<AssignedReportRow>[] = [
    { header: 'Id', value: (row) => row.id },
    { header: 'Asunto', value: (row) => row.subject },
    { header: 'Sucursal', value: (row) => row.companyLocationName },
    { header: 'SubCategoria', value: (row) => row.subCategoryName },
    { header: 'Categoria', value: (row) => row.categoryName },
    { header: 'Severidad', value: (row) => row.severity },
    { header: 'Estado', value: (row) => row.status },
    { header: 'Tiempo de cierre', value: closingTimeText },
  ];
  if (showUser) columns.push({ header: 'Asignado a', value: (row) => row.userName });
  return columns;
}
