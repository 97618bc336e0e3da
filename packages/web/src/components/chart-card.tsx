// A chart's section (the dashboard's 'Tickets por mes', the indicators' 'Pendientes por día'): a card with its title
// and subtitle, the chart drawn once its room comes near the screen (its code, MUI X Charts, is loaded lazily by the
// caller), and 'Cargando…' in its room until then, as the charts say while their figures load.
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';

function ChartLoading({ height }: { height: number }) {
  return (
    <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">Cargando…</Typography>
    </Box>
  );
}

interface ChartCardProps {
  title: string;
  subheader: ReactNode;
  height: number;
  /** The chart, given the box it is drawn in (a tooltip may keep inside it). */
  children: (bounds: HTMLElement | null) => ReactNode;
}

export function ChartCard({ title, subheader, height, children }: ChartCardProps) {
  const titleId = useId();
  const [bounds, setBounds] = useState<HTMLElement | null>(null);
  const near = useNearViewport(bounds);
  const loading = <ChartLoading height={height} />;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box ref={setBounds}>{near ? <Suspense fallback={loading}>{children(bounds)}</Suspense> : loading}</Box>
      </CardContent>
    </Card>
  );
}
