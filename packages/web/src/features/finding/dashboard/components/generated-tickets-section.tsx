// 'Tickets Generados' (docs/product/finding.md#dashboard): tickets created in the last 30 days by category, branch
// and department, titled with that period. The monthly chart of the last 12 months is a section of its own
// (monthly-chart.tsx). Only internal users may load these figures.
import { Box, Grid, Typography } from '@mui/material';
import { CHART_PERIOD_DAYS } from '@tms/contracts';
import { dayjs, formatDate, LONG_DATE_FORMAT } from '@/lib/dates';
import { useChartShares } from '../api/get-chart-shares';
import { ShareTable } from './share-table';

export function GeneratedTicketsSection() {
  const categories = useChartShares('categories');
  const locations = useChartShares('locations');
  const departments = useChartShares('departments');
  const today = dayjs();

  return (
    <Box component="section" aria-labelledby="generated-title">
      <Typography id="generated-title" variant="h6" component="h2">
        Tickets Generados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Últimos {CHART_PERIOD_DAYS} días: del {formatDate(today.subtract(CHART_PERIOD_DAYS, 'day'), LONG_DATE_FORMAT)} al{' '}
        {formatDate(today, LONG_DATE_FORMAT)}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShareTable title="Por categoría" nameHeader="Categoría" rows={categories.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShareTable title="Por sucursal" nameHeader="Sucursal" rows={locations.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShareTable title="Por departamento" nameHeader="Departamento" rows={departments.data} />
        </Grid>
      </Grid>
    </Box>
  );
}
