// /assigned-tickets-report (permission 25, spec 2 "Assigned report"): tickets with a responsible created in a range
// of days; the default range (this month up to today) runs on opening. Drop-downs built from the result narrow the
// rows on the screen and in the export.
import { useState } from 'react';
import { Card, CardContent, Divider, Stack } from '@mui/material';
import { currentMonthRange, rangeToInstants } from '@/components/form/date-range';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useAssignedReport, type ReportRange } from '../api/get-assigned-report';
import { ReportRangeForm, type ReportRangeValues } from '../components/report-range-form';
import { ReportRowFilters } from '../components/report-row-filters';
import { ReportTable } from '../components/report-table';
import { filterRows, hasSeveralUsers, type RowFilterValues } from '../components/row-filters';

const toRange = ({ startDate, endDate }: ReportRangeValues): ReportRange => rangeToInstants(startDate, endDate);

export function AssignedReportPage() {
  const [range, setRange] = useState<ReportRange>(() => toRange(currentMonthRange()));
  const [filters, setFilters] = useState<RowFilterValues>({});
  const report = useAssignedReport(range);
  const rows = report.data ?? [];
  const showUser = hasSeveralUsers(rows);
  // Without the 'Usuario' drop-down a choice left from an earlier result must not hide rows.
  const shown = filterRows(rows, showUser ? filters : { ...filters, userId: undefined });

  const search = (values: ReportRangeValues) => {
    const next = toRange(values);
    if (next.start === range.start && next.end === range.end) void report.refetch();
    setRange(next);
    setFilters({});
  };

  return (
    <>
      <PageHeader title="Tickets asignados" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <ReportRangeForm onSearch={search} searching={report.isFetching} />
            {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
            <Divider />
            <ReportRowFilters rows={rows} values={filters} onChange={setFilters} showUser={showUser} />
          </Stack>
          <ReportTable rows={shown} loading={report.isFetching} showUser={showUser} />
        </CardContent>
      </Card>
    </>
  );
}
