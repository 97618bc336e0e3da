// /dashboard (permission 2). The ticket counters, expiring tickets and charts arrive with the tickets feature;
// for now it welcomes the user.
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header';
import { formatDate, LONG_DATE_FORMAT } from '@/lib/dates';
import { initialsOf } from '@/lib/initials';
import { useSignedInUser } from '@/lib/session/use-session';

export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Dashboard" subtitle={formatDate(new Date(), LONG_DATE_FORMAT)} />
      <Card component="section" aria-labelledby="welcome-title">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, p: { xs: 3, md: 4 } }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}>{initialsOf(user.displayName)}</Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 220 }}>
            <Typography id="welcome-title" variant="h5" component="h2">
              Bienvenido, {user.displayName}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Desde el menú puede consultar sus tickets y las secciones a las que tiene acceso.
            </Typography>
          </Box>
          <Button component={RouterLink} to="/profile" variant="outlined">
            Ver mi perfil
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
