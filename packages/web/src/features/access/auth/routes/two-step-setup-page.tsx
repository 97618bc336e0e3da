// /two-step-setup: where a user whose role requires the second step is held until it is set up
// (docs/product/access.md#two-step-sign-in); the API refuses every other call meanwhile. Once the recovery codes are
// put away the session no longer asks for it, and on to /.
import { Grid } from '@mui/material';
import { useNavigate } from 'react-router';
import { twoFactorMessages } from '@tms/contracts';
import { PageHeader } from '@/components/page-header';
import { sessionStore } from '@/lib/session/session-store';
import { useSignedInUser } from '@/lib/session/use-session';
import { TWO_STEP_TITLE, TwoStepSection } from '../components/two-step-section';

export function TwoStepSetupPage() {
  const navigate = useNavigate();
  const { needTwoFactorSetup } = useSignedInUser();
  const done = () => {
    sessionStore.update({ needTwoFactorSetup: false });
    void navigate('/', { replace: true });
  };
  return (
    <>
      <PageHeader title={TWO_STEP_TITLE} subtitle={needTwoFactorSetup ? twoFactorMessages.setupRequired : undefined} />
      <Grid container>
        <Grid size={{ xs: 12, md: 8, lg: 6 }}>
          <TwoStepSection onDone={done} />
        </Grid>
      </Grid>
    </>
  );
}
