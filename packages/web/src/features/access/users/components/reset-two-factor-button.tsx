// The user form's 'Restablecer verificación en dos pasos' (docs/product/access.md#two-step-sign-in): shown while the
// user's second step is on and the administrator may edit the user; asks first, then turns it off.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { twoFactorMessages, type UserDetail } from '@tms/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useResetTwoFactor } from '../api/reset-two-factor';

export const RESET_TWO_FACTOR_LABEL = 'Restablecer verificación en dos pasos';

export function ResetTwoFactorButton({ user }: { user: UserDetail }) {
  const [asking, setAsking] = useState(false);
  const reset = useResetTwoFactor();
  if (!user.twoFactorEnabled) return <Typography color="text.secondary">Verificación en dos pasos no configurada.</Typography>;

  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: () => notify.success(twoFactorMessages.reset),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setAsking(false),
    });

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>Verificación en dos pasos activa.</Typography>
      {user.abilities.canEdit && (
        <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
          {RESET_TWO_FACTOR_LABEL}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        busy={reset.isPending}
        message={
          <>
            ¿Desea restablecer la verificación en dos pasos de <strong>{user.userName}</strong>? Podrá iniciar sesión solo con su
            contraseña hasta que la configure de nuevo (su rol puede pedírselo al entrar).
          </>
        }
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
