// The lines of 'Pendientes por día' (backlog-chart.tsx): open at the end of each day (none for days to come), created
// and finalised that day. MUI X Charts is most of the screen's code, so this module loads after the screen first shows.
import { LineChart } from '@mui/x-charts/LineChart';
import type { BacklogDay } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/table-defaults';
import { DATE_FORMAT, formatDate } from '@/lib/dates';

interface BacklogLineChartProps {
  days: BacklogDay[];
  loading: boolean;
  height: number;
}

export function BacklogLineChart({ days, loading, height }: BacklogLineChartProps) {
  // Counts of tickets: whole steps from zero, and a visible scale even when every day is empty.
  const highest = Math.max(0, ...days.map((day) => Math.max(day.backlog ?? 0, day.created, day.closed)));
  return (
    <LineChart
      height={height}
      loading={loading}
      localeText={{ noData: EMPTY_TABLE_TEXT, loading: 'Cargando…' }}
      dataset={days}
      xAxis={[{ scaleType: 'point', dataKey: 'day', valueFormatter: (day: string) => formatDate(day, DATE_FORMAT) }]}
      yAxis={[{ min: 0, tickMinStep: 1, ...(highest === 0 ? { max: 1 } : {}) }]}
      series={[
        { dataKey: 'backlog', label: 'Pendientes', color: '#4F46E5', showMark: false },
        { dataKey: 'created', label: 'Creados', color: '#0E7490', showMark: false },
        { dataKey: 'closed', label: 'Cerrados', color: '#16A34A', showMark: false },
      ]}
    />
  );
}
