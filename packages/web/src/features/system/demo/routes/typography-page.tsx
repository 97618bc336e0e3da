// /typography: template demo of the theme's text styles.
import { Card, CardContent, Stack, Typography, type TypographyProps } from '@mui/material';
import { PageHeader } from '@/components/page-header';

const SAMPLE = 'Mesa de ayuda para toda la empresa';

type Variant = NonNullable<TypographyProps['variant']>;

/** Numbered styles ('Título 1' for h1...) in their order. */
const numbered = (styles: readonly Variant[], label: string) =>
  styles.map((variant, index) => ({ variant, label: `${label} ${index + 1}` }));

const variants: { variant: Variant; label: string }[] = [
  ...numbered(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], 'Título'),
  ...numbered(['subtitle1', 'subtitle2'], 'Subtítulo'),
  ...numbered(['body1', 'body2'], 'Texto'),
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
