// /typography: template demo of the theme's text styles.
import { Card, CardContent, Stack, Typography, type TypographyProps } from '@mui/material';
import { PageHeader } from '@/components/page-header';

const SAMPLE = 'Mesa de ayuda para toda la empresa';

const variants: { variant: NonNullable<TypographyProps['variant']>; label: string }[] = [
  { variant: 'h1', label: 'Título 1' },
  { variant: 'h2', label: 'Título 2' },
  { variant: 'h3', label: 'Título 3' },
  { variant: 'h4', label: 'Título 4' },
  { variant: 'h5', label: 'Título 5' },
  { variant: 'h6', label: 'Título 6' },
  { variant: 'subtitle1', label: 'Subtítulo 1' },
  { variant: 'subtitle2', label: 'Subtítulo 2' },
  { variant: 'body1', label: 'Texto 1' },
  { variant: 'body2', label: 'Texto 2' },
  { variant: 'caption', label: 'Leyenda' },
  { variant: 'overline', label: 'Sobrelínea' },
];

export function TypographyPage() {
  return (
    <>
      <PageHeader title="Tipografía" />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            {variants.map(({ variant, label }) => (
              <Stack key={variant} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'baseline' } }}>
                <Typography variant="caption" color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
                  {label}
                </Typography>
                <Typography variant={variant} component="p">
                  {SAMPLE}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
