// The bars of 'Tickets por mes' (monthly-chart.tsx): in SLA, closed and total per month. MUI X Charts and d3 are most
// of the dashboard's code and the chart is its last section, so this module loads after the screen first shows.
import { BarChart } from '@mui/x-charts/BarChart';
import type { MonthlyChartRow } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/table-defaults';

/** Room kept between the tooltip and the chart's edges, in px. */
const TOOLTIP_MARGIN = 8;

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

export interface MonthlyBarChartProps {
  rows: MonthlyChartRow[];
  loading: boolean;
  height: number;
  /** The chart's box, inside which the tooltip stays. */
  bounds: HTMLElement | null;
  monthLabel: (row: MonthlyChartRow) => string;
  monthAndYear: (row: MonthlyChartRow) => string;
}

export function MonthlyBarChart({ rows, loading, height, bounds, monthLabel, monthAndYear }: MonthlyBarChartProps) {
  // Counts of tickets: whole steps from zero, and a visible scale even when every month is empty.
  const highest = Math.max(0, ...rows.map((row) => row.totalTicketMonth));
  return (
    <BarChart
      height={height}
      loading={loading}
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
  );
}
