// 'Tickets por mes' (docs/product/finding.md#dashboard): tickets by creation month over the last 12 months, in SLA,
// closed and total. A section of its own, titled with its period, apart from the 30-day tables of 'Tickets Generados';
// its tooltip stays inside the chart, flipping to the left of the pointer near the right edge.
import { useId, useState } from 'react';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTH_LABELS, type MonthlyChartRow } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/data-table';
import { useMonthlyChart } from '../api/get-monthly-chart';

const CHART_HEIGHT = 320;
/** Room kept between the tooltip and the chart's edges, in px. */
const TOOLTIP_MARGIN = 8;

const monthLabel = (row: MonthlyChartRow) => MONTH_LABELS[row.month - 1] ?? String(row.month);
const monthAndYear = (row: MonthlyChartRow) => `${monthLabel(row)} ${row.year}`;

/** 'Últimos 12 meses: de Dic 2025 a Nov 2026' once the months are known. */
function periodOf(rows: MonthlyChartRow[]) {
  const first = rows.at(0);
  const last = rows.at(-1);
  return first && last ? `Últimos 12 meses: de ${monthAndYear(first)} a ${monthAndYear(last)}` : 'Últimos 12 meses';
}

/** Popper options that keep the tooltip within `bounds` (the chart), flipping it to whichever side has room. */
const tooltipWithin = (bounds: HTMLElement | null) =>
  bounds
    ? {
        modifiers: [
          { name: 'flip', options: { boundary: bounds, padding: TOOLTIP_MARGIN } },
          { name: 'preventOverflow', options: { boundary: bounds, altAxis: true, padding: TOOLTIP_MARGIN } },
        ],
      }
    : undefined;

export function MonthlyChart() {
  const monthly = useMonthlyChart();
  const rows = monthly.data ?? [];
  const titleId = useId();
  const [bounds, setBounds] = useState<HTMLElement | null>(null);
  // Counts of tickets: whole steps from zero, and a visible scale even when every month is empty.
  const highest = Math.max(0, ...rows.map((row) => row.totalTicketMonth));
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title="Tickets por mes"
        subheader={periodOf(rows)}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box ref={setBounds}>
          <BarChart
            height={CHART_HEIGHT}
            loading={monthly.isPending}
            localeText={{ noData: EMPTY_TABLE_TEXT, loading: 'Cargando…' }}
            dataset={rows}
            xAxis={[
              {
                scaleType: 'band',
                dataKey: 'rowIndex',
                valueFormatter: (index: number, context) => {
                  const row = rows[index];
                  if (!row) return '';
                  return context.location === 'tooltip' ? monthAndYear(row) : monthLabel(row);
                },
              },
            ]}
            yAxis={[{ min: 0, tickMinStep: 1, ...(highest === 0 ? { max: 1 } : {}) }]}
            series={[
              { dataKey: 'totalInSLA', label: 'En SLA', color: '#16A34A' },
              { dataKey: 'totalTicketClosed', label: 'Cerrados', color: '#0E7490' },
              { dataKey: 'totalTicketMonth', label: 'Total', color: '#4F46E5' },
            ]}
            slotProps={{ tooltip: { popperOptions: tooltipWithin(bounds) } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
