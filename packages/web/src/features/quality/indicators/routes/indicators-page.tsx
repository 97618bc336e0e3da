// /indicators 'Indicadores' (permission 31, docs/product/service-quality.md#indicators): the range (the last 30 days
// at first) and filters, the cards, the backlog per day, the workload per responsible, the time per entity and the
// low ratings' comments; 'Exportar' downloads them as an Excel workbook and 'Recibir cada lunes' mails them weekly.
import { useState } from 'react';
import { Card, CardContent, Grid, Stack } from '@mui/material';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DATE_FORMAT, formatDate } from '@/lib/dates';
import { useIndicators } from '../api/get-indicators';
import type { IndicatorsRequest } from '../api/indicators-query-keys';
import { BacklogChart } from '../components/backlog-chart';
import { EntityTimeTable } from '../components/entity-time-table';
import { ExportIndicatorsButton } from '../components/export-indicators-button';
import { IndicatorCards } from '../components/indicator-cards';
import { defaultIndicatorsRequest, IndicatorFilters } from '../components/indicator-filters';
import { LowRatingComments } from '../components/low-rating-comments';
import { WeeklyMailSwitch } from '../components/weekly-mail-switch';
import { WorkloadTable } from '../components/workload-table';

export function IndicatorsPage() {
  const [request, setRequest] = useState<IndicatorsRequest>(defaultIndicatorsRequest);
  const indicators = useIndicators(request);
  const data = indicators.data;

  return (
    <>
      <PageHeader
        title="Indicadores"
        subtitle={`Del ${formatDate(request.start, DATE_FORMAT)} al ${formatDate(request.end, DATE_FORMAT)}`}
        actions={
          <>
            <WeeklyMailSwitch />
            <ExportIndicatorsButton request={request} />
          </>
        }
      />
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <IndicatorFilters onSearch={setRequest} searching={indicators.isFetching} />
          </CardContent>
        </Card>
        {indicators.isError && <LoadError error={indicators.error} onRetry={() => void indicators.refetch()} />}
        <IndicatorCards cards={data?.cards} />
        <BacklogChart days={data?.backlog} loading={indicators.isFetching} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <WorkloadTable rows={data?.workload} loading={indicators.isFetching} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <EntityTimeTable rows={data?.timeByEntity} />
          </Grid>
        </Grid>
        <LowRatingComments lowRatings={data?.lowRatings} />
      </Stack>
    </>
  );
}
