// /settings: template demo with unwired toggles and a password form (not product behaviour).
import type { FormEvent } from 'react';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Grid,
  Stack,
  TextField,
} from '@mui/material';
import { PageHeader } from '@/components/page-header';

const ignoreSubmit = (event: FormEvent) => event.preventDefault();

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Configuración" subtitle="Página de demostración: los cambios no se guardan." />
      <Stack spacing={3}>
        <Card component="form" onSubmit={ignoreSubmit}>
          <CardHeader title="Notificaciones" subheader="Elija cómo recibir avisos" />
          <CardContent>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormGroup aria-label="Correo electrónico">
                  <FormControlLabel control={<Checkbox defaultChecked />} label="Avisos por correo" />
                  <FormControlLabel control={<Checkbox />} label="Resumen semanal" />
                </FormGroup>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormGroup aria-label="Teléfono">
                  <FormControlLabel control={<Checkbox defaultChecked />} label="Avisos en el navegador" />
                  <FormControlLabel control={<Checkbox />} label="Mensajes de texto" />
                </FormGroup>
              </Grid>
            </Grid>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button type="submit" variant="contained">
              Guardar cambios
            </Button>
          </CardActions>
        </Card>
        <Card component="form" onSubmit={ignoreSubmit}>
          <CardHeader title="Contraseña" subheader="Actualizar contraseña" />
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
              <TextField label="Contraseña" type="password" autoComplete="new-password" />
              <TextField label="Confirmar contraseña" type="password" autoComplete="new-password" />
            </Stack>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button type="submit" variant="contained">
              Actualizar
            </Button>
          </CardActions>
        </Card>
      </Stack>
    </>
  );
}
