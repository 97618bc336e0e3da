// The indicators' cards (docs/product/service-quality.md#indicators): tickets created and finalised, SLA and
// first-response compliance, the median and 90th percentile of the first response and of the resolution in working
// time, and the satisfaction average. A figure without tickets behind it shows '—'.
import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { IndicatorCards as Cards } from '@tms/contracts';
import { formatMinutes } from '@/lib/durations';

const NO_FIGURE = '—';

const percentText = (percentage: number | null) => (percentage === null ? NO_FIGURE : `${percentage} %`);
const minutesText = (minutes: number | null) => (minutes === null ? NO_FIGURE : formatMinutes(minutes));

interface FigureCardProps {
  label: string;
  value: ReactNode;
  detail?: string;
}

function FigureCard({ label, value, detail }: FigureCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="indicator-value">
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function figuresOf(cards: Cards): FigureCardProps[] {
  const { slaCompliance: sla, firstResponseCompliance: response, satisfaction } = cards;
  const spread = ({ median, p90 }: Cards['resolutionMinutes']) => ({
    value: minutesText(median),
    detail: `Mediana · percentil 90: ${minutesText(p90)}`,
  });
  return [
    { label: 'Tickets creados', value: cards.created },
    { label: 'Tickets cerrados', value: cards.closed },
    { label: 'Cumplimiento de SLA', value: percentText(sla.percentage), detail: `${sla.met} de ${sla.total} a tiempo` },
    {
      label: 'Primera respuesta a tiempo',
      value: percentText(response.percentage),
      detail: `${response.met} de ${response.total} a tiempo`,
    },
    { label: 'Primera respuesta', ...spread(cards.firstResponseMinutes) },
    { label: 'Tiempo de resolución', ...spread(cards.resolutionMinutes) },
    {
      label: 'Satisfacción',
      value: satisfaction.average === null ? NO_FIGURE : `${satisfaction.average} / 5`,
      detail: `${satisfaction.answers} respuestas de ${satisfaction.surveysSent} encuestas enviadas`,
    },
  ];
}

export function IndicatorCards({ cards }: { cards: Cards | undefined }) {
  const figures = cards ? figuresOf(cards) : null;
  return (
    <Grid container spacing={2} component="section" aria-label="Resumen de indicadores">
      {(figures ?? Array.from({ length: 7 }, () => null)).map((figure, index) => (
        <Grid key={figure?.label ?? index} size={{ xs: 12, sm: 6, md: 3 }}>
          {figure ? <FigureCard {...figure} /> : <Skeleton variant="rounded" height={112} />}
        </Grid>
      ))}
    </Grid>
  );
}
