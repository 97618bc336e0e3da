// The assigned report's rows: one page at a time from the server (100 first; 5, 10, 20, 100 or 500), sorted by the
// server, and the export of every row under the choices.
import { useMemo } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import type { AssignedReportPage, AssignedReportRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/export/export-button';
import { REPORT_EXPORT_NAME, reportColumns, reportExportColumns } from './report-columns';

export const REPORT_PAGE_SIZES = [5, 10, 20, 100, 500];
/** Room for a header on two lines ('Tiempo de / cierre'). */
const REPORT_HEADER_HEIGHT = 64;
const count = new Intl.NumberFormat('es-MX');

interface ReportTableProps {
  report: AssignedReportPage | undefined;
  loading: boolean;
  showUser: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  loadAllRows: () => Promise<AssignedReportRow[]>;
}

export function ReportTable({ report, loading, showUser, loadAllRows, ...tableState }: ReportTableProps) {
  const columns = useMemo(() => reportColumns(showUser), [showUser]);
  const exportColumns = useMemo(() => reportExportColumns(showUser), [showUser]);
  const total = report?.total ?? 0;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {count.format(total)} {total === 1 ? 'ticket' : 'tickets'}
        </Typography>
        <ExportButton fileName={REPORT_EXPORT_NAME} columns={exportColumns} loadRows={loadAllRows} disabled={total === 0} />
      </Box>
      <DataTable<AssignedReportRow>
        label="Tickets asignados"
        rows={report?.rows ?? []}
        rowCount={total}
        columns={columns}
        loading={loading}
        showToolbar={false}
        paginationMode="server"
        sortingMode="server"
        pageSizeOptions={REPORT_PAGE_SIZES}
        {...tableState}
        getRowHeight={() => 'auto'}
        columnHeaderHeight={REPORT_HEADER_HEIGHT}
        sx={{
          backgroundColor: 'background.paper',
          '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'break-word' },
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        }}
      />
    </>
  );
}
