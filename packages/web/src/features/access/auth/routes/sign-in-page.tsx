// /sign-in: 'Iniciar sesión' with the product's name, the sign-in form, 'Iniciar sesión con …' when an OpenID provider
// is configured (and the provider's answer when it sends the browser back) and password recovery. The recovery
// dialog's code loads when it is first opened, so the sign-in screen's first load carries no dialog.
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { PRODUCT_NAME } from '@/lib/product';
import { useSignInMethods } from '../api/single-sign-on';
import { SignInForm } from '../components/sign-in-form';
import { SingleSignOnButton } from '../components/single-sign-on-button';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSingleSignOnReturn } from '../hooks/use-single-sign-on-return';

const RecoverPasswordDialog = lazy(() =>
  import('../components/recover-password-dialog').then((m) => ({ default: m.RecoverPasswordDialog })),
);

export function SignInPage() {
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Mounted from the first opening on, so closing still plays the dialog's exit transition.
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const singleSignOn = useSingleSignOnReturn(completeSignIn);
  const directory = useSignInMethods().data?.directory ?? false;
  useDocumentTitle('Iniciar sesión');

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BrandLogo size={44} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <div>
        <Typography variant="h4" component="h1">
          Iniciar sesión
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {directory
            ? 'Ingrese su usuario o correo electrónico y su contraseña, o su usuario y contraseña de la red de la empresa.'
            : 'Ingrese su usuario o correo electrónico y su contraseña.'}
        </Typography>
      </div>
      {singleSignOn.error && <Alert severity="error">{singleSignOn.error}</Alert>}
      {singleSignOn.completing ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>Iniciando sesión…</Typography>
        </Stack>
      ) : (
        <SignInForm onSignedIn={completeSignIn} initialChallenge={singleSignOn.challenge} />
      )}
      <SingleSignOnButton />
      <Button
        variant="text"
        onClick={() => {
          setRecoveryUsed(true);
          setRecoveryOpen(true);
        }}
        sx={{ alignSelf: 'center' }}
      >
        Recuperar contraseña
      </Button>
      {recoveryUsed && (
        <Suspense fallback={null}>
          <RecoverPasswordDialog open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
