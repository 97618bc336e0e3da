// /account: template demo profile with sample data (not product behaviour).
import { Link as RouterLink } from 'react-router';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { PageHeader } from '@/components/page-header';

const demoProfile = {
  name: 'Sofía Ramírez',
  job: 'Coordinadora de soporte',
  city: 'Guadalajara, Jalisco',
  email: 'sofia.ramirez@example.com',
  phone: '33 1234 5678',
  completeness: 70,
};

export function AccountPage() {
  return (
    <>
      <PageHeader title="Cuenta" subtitle="Página de demostración con datos de ejemplo." />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Card>
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Avatar sx={{ width: 80, height: 80, bgcolor: 'secondary.main', fontSize: 30 }}>SR</Avatar>
                <div>
                  <Typography variant="h6" component="h2">
                    {demoProfile.name}
                  </Typography>
                  <Typography color="text.secondary">{demoProfile.job}</Typography>
                  <Typography color="text.secondary">{demoProfile.city}</Typography>
                </div>
                <Box sx={{ width: '100%' }}>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    Perfil completo al {demoProfile.completeness}%
                  </Typography>
                  <LinearProgress variant="determinate" value={demoProfile.completeness} aria-label="Perfil completo" />
                </Box>
              </Stack>
            </CardContent>
            <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
              <Button component={RouterLink} to="/change-password" variant="outlined">
                Cambiar contraseña
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Datos personales
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Nombre" defaultValue={demoProfile.name} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Correo electrónico" defaultValue={demoProfile.email} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Teléfono" defaultValue={demoProfile.phone} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Ciudad" defaultValue={demoProfile.city} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
