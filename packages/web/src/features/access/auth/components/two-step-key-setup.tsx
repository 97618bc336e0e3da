// Setting the second step up (docs/product/access.md#two-step-sign-in): the new key as a QR code for the authenticator
// app and as text to type, then a code of it turns the step on ('Activar'); the recovery codes come back once.
import type { FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { twoFactorMessages, type TwoFactorSetup } from '@tms/contracts';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { SecondFactorInput, useSecondFactor } from './second-factor-input';

const QR_SIZE = 200;
export const SECRET_LABEL = 'Clave para captura manual';

/** The key in groups of four, as authenticator apps show it (they ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TwoStepKeySetupProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

export function TwoStepKeySetup({ setup, onEnabled, onCancel }: TwoStepKeySetupProps) {
  const factor = useSecondFactor();
  const enable = useEnableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enable.isPending || !factor.check()) return;
    enable.mutate(
      { code: factor.value },
      {
        onSuccess: (answer) => {
          notify.success(twoFactorMessages.enabled);
          onEnabled(answer.recoveryCodes);
        },
        onError: (error) => {
          notify.error(errorMessage(error));
          factor.refused(isApiError(error) ? error.fields : {});
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Configurar la verificación en dos pasos">
      <Typography>
        1. Escanee este código QR con su aplicación de autenticación (por ejemplo Google Authenticator o Microsoft Authenticator).
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        width={QR_SIZE}
        height={QR_SIZE}
        alt="Código QR para la aplicación de autenticación"
        sx={{ alignSelf: 'center' }}
      />
      <Typography color="text.secondary">¿No puede escanearlo? Escriba esta clave en la aplicación:</Typography>
      <Typography
        component="code"
        aria-label={SECRET_LABEL}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-word', alignSelf: 'center' }}
      >
        {grouped(setup.secret)}
      </Typography>
      <Typography>2. Escriba el código de 6 dígitos que muestra la aplicación.</Typography>
      <SecondFactorInput factor={factor} autoFocus />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={enable.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={enable.isPending}>
          Activar
        </Button>
      </Stack>
    </Stack>
  );
}
