// The body of a catalogue form tab: its fields in a grid and the save button (Ctrl+S / Cmd+S saves as well).
import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, CardContent, Grid, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';

interface CatalogueFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  /** Extra buttons beside Guardar. */
  actions?: ReactNode;
}

export function CatalogueForm({ label, onSubmit, saving, children, actions }: CatalogueFormProps) {
  return (
    <CardContent component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={2.5}>
        {children}
      </Grid>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Guarde con Ctrl+S (Cmd+S en Mac).
        </Typography>
        {actions}
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving}>
          Guardar
        </Button>
      </Box>
    </CardContent>
  );
}
