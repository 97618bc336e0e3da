// 'Tickets por mes' (docs/product/finding.md#dashboard): tickets by creation month over the last 12 months, in SLA,
// closed and total. A section of its own, titled with its period, apart from the 30-day tables of 'Tickets Generados';
// its tooltip stays inside the chart, flipping to the left of the pointer near the right edge. The chart's code loads
// and the chart is drawn once its room comes near the screen (monthly-bar-chart.tsx): below the fold, as on a phone,
// that is when the reader scrolls to it, not while the dashboard starts.
import { lazy } from 'react';
import { MONTH_LABELS, type MonthlyChartRow } from '@tms/contracts';
import { ChartCard } from '@/components/chart-card';
import { useMonthlyChart } from '../api/get-monthly-chart';

const MonthlyBarChart = lazy(() => import('./monthly-bar-chart').then((module) => ({ default: module.MonthlyBarChart })));

const CHART_HEIGHT = 320;

const monthLabel = (row: MonthlyChartRow) => MONTH_LABELS[row.month - 1] ?? String(row.month);
const monthAndYear = (row: MonthlyChartRow) => `${monthLabel(row)} ${row.year}`;

/** 'Últimos 12 meses: de Dic 2025 a Nov 2026' once the months are known. */
function periodOf(rows: MonthlyChartRow[]) {
  const first = rows.at(0);
  const last = rows.at(-1);
  return first && last ? `Últimos 12 meses: de ${monthAndYear(first)} a ${monthAndYear(last)}` : 'Últimos 12 meses';
}

export function MonthlyChart() {
  const monthly = useMonthlyChart();
  const rows = monthly.data ?? [];
  return (
    <ChartCard title="Tickets por mes" subheader={periodOf(rows)} height={CHART_HEIGHT}>
      {(bounds) => (
        <MonthlyBarChart
          rows={rows}
          loading={monthly.isPending}
          height={CHART_HEIGHT}
          bounds={bounds}
          monthLabel={monthLabel}
          monthAndYear={monthAndYear}
        />
      )}
    </ChartCard>
  );
}
