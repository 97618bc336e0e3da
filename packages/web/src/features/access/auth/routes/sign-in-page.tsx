// /sign-in: 'Iniciar sesión' with the product's name, the sign-in form and password recovery. The recovery dialog's
// code loads when it is first opened, so the sign-in screen's first load carries no dialog.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { PRODUCT_NAME } from '@/lib/product';
import { SignInForm } from '../components/sign-in-form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const RecoverPasswordDialog = lazy(() =>
  import('../components/recover-password-dialog').then((m) => ({ default: m.RecoverPasswordDialog })),
);

export function SignInPage() {
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Mounted from the first opening on, so closing still plays the dialog's exit transition.
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const completeSignIn = useCompleteSignIn();
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
          Ingrese su usuario o correo electrónico y su contraseña.
        </Typography>
      </div>
      <SignInForm onSignedIn={completeSignIn} />
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
