// /assigned-tickets-report (permission 25, docs/product/finding.md#assigned-report): tickets with a responsible
// created in a range of days; the default range (this month up to today) runs on opening. The drop-downs narrow the
// rows on the screen and in the export; the server pages, sorts and filters them and answers the drop-downs' options
// (decision 0010).
import { useState } from 'react';
import { Card, CardContent, Divider, Stack } from '@mui/material';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { currentMonthRange, rangeToInstants } from '@/components/form/date-range';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import {
  getAllAssignedReportRows,
  useAssignedReport,
  type ReportChoices,
  type ReportPaging,
  type ReportRange,
} from '../api/get-assigned-report';
import { ReportRangeForm, type ReportRangeValues } from '../components/report-range-form';
import { ReportRowFilters } from '../components/report-row-filters';
import { ReportTable } from '../components/report-table';

const FIRST_PAGE_SIZE = 100;

const toRange = ({ startDate, endDate }: ReportRangeValues): ReportRange => rangeToInstants(startDate, endDate);

export function AssignedReportPage() {
  const [range, setRange] = useState<ReportRange>(() => toRange(currentMonthRange()));
  const [choices, setChoices] = useState<ReportChoices>({});
  const { paging, tableState, firstPage } = useServerPaging<NonNullable<ReportPaging['sortField']>>(FIRST_PAGE_SIZE);
  // A new range clears the choices, and 'Usuario' depends on the range alone, so no hidden choice is ever sent.
  const request = { range, choices, paging };
  const report = useAssignedReport(request);
  const showUser = report.data?.severalUsers ?? false;

  const search = (values: ReportRangeValues) => {
    const next = toRange(values);
    if (next.start === range.start && next.end === range.end) void report.refetch();
    setRange(next);
    setChoices({});
    firstPage();
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
            <ReportRowFilters
              options={report.data?.options}
              values={choices}
              onChange={(next) => {
                setChoices(next);
                firstPage();
              }}
              showUser={showUser}
            />
          </Stack>
          <ReportTable
            report={report.data}
            loading={report.isFetching}
            showUser={showUser}
            {...tableState}
            loadAllRows={() => getAllAssignedReportRows(request)}
          />
        </CardContent>
      </Card>
    </>
  );
}
