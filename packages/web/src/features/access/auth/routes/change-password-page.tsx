// /profile and /change-password: 'Perfil de usuario', the session card and the password change.
import { Grid } from '@mui/material';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch';
import { SessionCard } from '../components/session-card';

export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Perfil de usuario" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <SessionCard />
          <EmailNotificationsSwitch />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <ChangePasswordForm />
        </Grid>
      </Grid>
    </>
  );
}
