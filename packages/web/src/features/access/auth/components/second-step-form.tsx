// The second step of the sign-in (docs/product/access.md#two-step-sign-in), once the password was right: the code of
// the authenticator app or a recovery code, sent with the challenge the password step answered. A wrong code shows the
// server's message and empties the field; a challenge that ran out (5 minutes) goes back to the password.
import type { FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { messages, type Session } from '@tms/contracts';
import { hasErrorCode, isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useVerifySecondStep } from '../api/verify-second-step';
import { SecondFactorInput, useSecondFactor } from './second-factor-input';

interface SecondStepFormProps {
  challengeToken: string;
  onSignedIn: (session: Session) => void;
  /** Back to the user and password (the challenge ended, or the user chose to). */
  onRestart: () => void;
}

export function SecondStepForm({ challengeToken, onSignedIn, onRestart }: SecondStepFormProps) {
  const factor = useSecondFactor();
  const verify = useVerifySecondStep();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (verify.isPending || !factor.check()) return;
    verify.mutate(
      { challengeToken, ...factor.request() },
      {
        onSuccess: (session) => onSignedIn(session),
        onError: (error) => {
          const message = isApiError(error) && error.fromServer ? error.message : messages.unexpected;
          if (hasErrorCode(error, 'auth.challenge_expired')) {
            notify.warning(message);
            onRestart();
            return;
          }
          notify.error(message);
          factor.refused(isApiError(error) ? error.fields : {});
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-labelledby="second-step-title">
      <div>
        <Typography id="second-step-title" variant="h6" component="h2">
          Verificación en dos pasos
        </Typography>
        <Typography color="text.secondary">
          {factor.kind === 'code'
            ? 'Escriba el código de 6 dígitos de su aplicación de autenticación.'
            : 'Escriba uno de sus códigos de recuperación. Cada uno sirve una sola vez.'}
        </Typography>
      </div>
      <SecondFactorInput factor={factor} allowRecoveryCode autoFocus />
      <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
        Verificar
      </Button>
      <Button variant="text" onClick={onRestart} sx={{ alignSelf: 'center' }}>
        Volver a iniciar sesión
      </Button>
    </Stack>
  );
}
