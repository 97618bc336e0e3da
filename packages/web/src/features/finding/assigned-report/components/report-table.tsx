// The assigned report's rows after the drop-downs: 100 a page at first (5, 10, 20, 100 or 500), sorted on the
// screen, and their export.
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { AssignedReportRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/export/export-button';
import { REPORT_EXPORT_NAME, reportColumns, reportExportColumns } from './report-columns';

const REPORT_PAGE_SIZES = [5, 10, 20, 100, 500];
const REPORT_PAGE_SIZE = 100;
/** Room for a header on two lines ('Tiempo de / cierre'). */
const REPORT_HEADER_HEIGHT = 64;

interface ReportTableProps {
  rows: AssignedReportRow[];
  loading: boolean;
  showUser: boolean;
}

export function ReportTable({ rows, loading, showUser }: ReportTableProps) {
  const columns = useMemo(() => reportColumns(showUser), [showUser]);
  const exportColumns = useMemo(() => reportExportColumns(showUser), [showUser]);
  const initialState = useMemo(() => ({ pagination: { paginationModel: { page: 0, pageSize: REPORT_PAGE_SIZE } } }), []);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {rows.length} {rows.length === 1 ? 'ticket' : 'tickets'}
        </Typography>
        <ExportButton fileName={REPORT_EXPORT_NAME} columns={exportColumns} loadRows={() => rows} disabled={rows.length === 0} />
      </Box>
      <DataTable<AssignedReportRow>
        label="Tickets asignados"
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar={false}
        pageSizeOptions={REPORT_PAGE_SIZES}
        initialState={initialState}
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
