// The assigned report's rows: one page at a time from the server (100 first; 5, 10, 20, 100 or 500), sorted by the
// server, and the export of every row under the choices.
import { useMemo } from 'react';
import type { AssignedReportPage, AssignedReportRow } from '@tms/contracts';
import { ServerResultsTable } from '@/components/data-table/server-results-table';
import type { ServerPagingModels } from '@/components/data-table/use-server-paging';
import { REPORT_EXPORT_NAME, reportColumns, reportExportColumns } from './report-columns';

export const REPORT_PAGE_SIZES = [5, 10, 20, 100, 500];
/** Room for a header on two lines ('Tiempo de / cierre'). */
const REPORT_HEADER_HEIGHT = 64;
const count = new Intl.NumberFormat('es-MX');

interface ReportTableProps extends ServerPagingModels {
  report: AssignedReportPage | undefined;
  loading: boolean;
  showUser: boolean;
  loadAllRows: () => Promise<AssignedReportRow[]>;
}

export function ReportTable({ report, loading, showUser, loadAllRows, ...tableState }: ReportTableProps) {
  const columns = useMemo(() => reportColumns(showUser), [showUser]);
  const exportColumns = useMemo(() => reportExportColumns(showUser), [showUser]);
  const total = report?.total ?? 0;

  return (
    <ServerResultsTable<AssignedReportRow>
      label="Tickets asignados"
      spacedAbove
      page={report}
      countText={`${count.format(total)} ${total === 1 ? 'ticket' : 'tickets'}`}
      exported={{ fileName: REPORT_EXPORT_NAME, columns: exportColumns, loadRows: loadAllRows }}
      columns={columns}
      loading={loading}
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
  );
}
