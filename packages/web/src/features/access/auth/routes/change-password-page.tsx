// /profile and /change-password: 'Perfil de usuario', the session card and the password change. While a new password
// is needed the server answers nothing else, so the e-mail preference waits until it is chosen.
import { Grid } from '@mui/material';
import { PageHeader } from '@/components/page-header';
import { useSignedInUser } from '@/lib/session/use-session';
import { ApiTokensSection } from '../../api-tokens/components/api-tokens-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch';
import { SessionCard } from '../components/session-card';
import { TwoStepSection } from '../components/two-step-section';

export function ChangePasswordPage() {
  const { needChangePassword } = useSignedInUser();
  return (
    <>
      <PageHeader title="Perfil de usuario" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <SessionCard />
          {!needChangePassword && <EmailNotificationsSwitch />}
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <ChangePasswordForm />
        </Grid>
      </Grid>
      {!needChangePassword && <TwoStepSection />}
      {!needChangePassword && <ApiTokensSection />}
    </>
  );
}
