// 'Pendientes por día' (docs/product/service-quality.md#indicators): the tickets open at the end of each day of the
// range, with those created and finalised that day. The chart's code (MUI X Charts) loads and the chart is drawn once
// its room comes near the screen (backlog-line-chart.tsx), as the dashboard's monthly chart does.
import { lazy } from 'react';
import type { BacklogDay } from '@tms/contracts';
import { ChartCard } from '@/components/chart-card';

const BacklogLineChart = lazy(() => import('./backlog-line-chart').then((module) => ({ default: module.BacklogLineChart })));

const CHART_HEIGHT = 320;

export function BacklogChart({ days, loading }: { days: BacklogDay[] | undefined; loading: boolean }) {
  return (
    <ChartCard
      title="Pendientes por día"
      subheader="Tickets abiertos al final de cada día, creados y cerrados"
      height={CHART_HEIGHT}
    >
      {() => <BacklogLineChart days={days ?? []} loading={loading} height={CHART_HEIGHT} />}
    </ChartCard>
  );
}
