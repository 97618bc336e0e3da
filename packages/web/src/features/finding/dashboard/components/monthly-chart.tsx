// Tickets by creation month over the last 12 months: in SLA, closed and total ('Tickets Generados',
// docs/product/finding.md#dashboard).
import { Card, CardContent, CardHeader } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTH_LABELS, type MonthlyChartRow } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/data-table';

const CHART_HEIGHT = 320;

const monthLabel = (row: MonthlyChartRow) => MONTH_LABELS[row.month - 1] ?? String(row.month);

interface MonthlyChartProps {
  rows: MonthlyChartRow[] | undefined;
  loading: boolean;
}

export function MonthlyChart({ rows = [], loading }: MonthlyChartProps) {
  // Counts of tickets: whole steps from zero, and a visible scale even when every month is empty.
  const highest = Math.max(0, ...rows.map((row) => row.totalTicketMonth));
  return (
    <Card>
      <CardHeader title="Tickets por mes" slotProps={{ title: { variant: 'subtitle1', component: 'h3', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        <BarChart
          height={CHART_HEIGHT}
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
                return context.location === 'tooltip' ? `${monthLabel(row)} ${row.year}` : monthLabel(row);
              },
            },
          ]}
          yAxis={[{ min: 0, tickMinStep: 1, ...(highest === 0 ? { max: 1 } : {}) }]}
          series={[
            { dataKey: 'totalInSLA', label: 'En SLA', color: '#16A34A' },
            { dataKey: 'totalTicketClosed', label: 'Cerrados', color: '#0E7490' },
            { dataKey: 'totalTicketMonth', label: 'Total', color: '#4F46E5' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
