// 'Verificación en dos pasos' of the profile and of the set-up screen (docs/product/access.md#two-step-sign-in): off,
// 'Configurar' starts the set-up (a new key, TwoStepKeySetup) and the recovery codes are shown once it is on; on, the
// unused recovery codes are counted and a code of the app or a recovery code turns it off, unless the role requires it.
import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { twoFactorMessages, type TwoFactorSetup, type TwoFactorStatus } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorInput, useSecondFactor } from './second-factor-input';
import { TwoStepKeySetup } from './two-step-key-setup';

export const TWO_STEP_TITLE = 'Verificación en dos pasos';

function StartSetup({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const setup = useSetupTwoFactor();
  const start = () => setup.mutate(undefined, { onSuccess: onStarted, onError: (error) => notify.error(errorMessage(error)) });
  return (
    <Stack spacing={2}>
      <Typography>
        Proteja su cuenta: además de la contraseña, al iniciar sesión se le pedirá un código de 6 dígitos de una aplicación de
        autenticación en su teléfono.
      </Typography>
      <Button variant="contained" onClick={start} loading={setup.isPending} sx={{ alignSelf: 'flex-end' }}>
        Configurar
      </Button>
    </Stack>
  );
}

function DisableForm() {
  const factor = useSecondFactor();
  const disable = useDisableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending || !factor.check()) return;
    disable.mutate(factor.request(), {
      onSuccess: () => notify.success(twoFactorMessages.disabled),
      onError: (error) => {
        notify.error(errorMessage(error));
        factor.refused(isApiError(error) ? error.fields : {});
      },
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Desactivar la verificación en dos pasos">
      <Typography color="text.secondary">
        Para desactivarla escriba un código de su aplicación o uno de sus códigos de recuperación.
      </Typography>
      <SecondFactorInput factor={factor} allowRecoveryCode />
      <Button type="submit" color="error" variant="outlined" loading={disable.isPending} sx={{ alignSelf: 'flex-end' }}>
        Desactivar
      </Button>
    </Stack>
  );
}

function EnabledState({ status }: { status: TwoFactorStatus }) {
  return (
    <Stack spacing={2}>
      <Typography>La verificación en dos pasos está activa.</Typography>
      <Typography color="text.secondary">Códigos de recuperación sin usar: {status.recoveryCodesLeft}</Typography>
      {status.required ? <Typography color="text.secondary">{twoFactorMessages.requiredByRole}</Typography> : <DisableForm />}
    </Stack>
  );
}

interface TwoStepSectionProps {
  /** After the recovery codes are put away ('Listo'): the set-up screen goes on into the app. */
  onDone?: () => void;
}

export function TwoStepSection({ onDone }: TwoStepSectionProps) {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const enabled = (codes: string[]) => {
    setSetup(null);
    setRecoveryCodes(codes);
  };
  const done = () => {
    setRecoveryCodes(null);
    onDone?.();
  };

  let content;
  if (recoveryCodes) content = <RecoveryCodesPanel codes={recoveryCodes} onDone={done} />;
  else if (setup) content = <TwoStepKeySetup setup={setup} onEnabled={enabled} onCancel={() => setSetup(null)} />;
  else if (status.isError) content = <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  else if (!status.data) content = <Skeleton variant="rounded" height={80} />;
  else if (status.data.enabled) content = <EnabledState status={status.data} />;
  else content = <StartSetup onStarted={setSetup} />;

  return (
    <Card component="section" aria-labelledby="two-step-title" sx={{ mt: 3 }}>
      <CardHeader id="two-step-title" title={TWO_STEP_TITLE} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>{content}</CardContent>
    </Card>
  );
}
