// One clause of the rule's sentence ('Cuando…', 'Si…', 'Entonces…'): its heading across the form's grid, a line of
// explanation, then its fields.
import type { ReactNode } from 'react';
import { Divider, Grid, Typography } from '@mui/material';

interface RuleSectionProps {
  title: string;
  hint?: string;
  children: ReactNode;
}

export function RuleSection({ title, hint, children }: RuleSectionProps) {
  return (
    <>
      <Grid size={12}>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Grid>
      {children}
    </>
  );
}
