// New password and its confirmation (docs/product/access.md#change-and-recover-password), and the current password
// unless the change is forced (after a recovery or an administrator's reset). The button waits until all are filled.
// A mismatch is shown on the confirmation, which gets the focus, and the request is still sent: the server's field
// messages (a wrong current password among them) are then shown the same way. Success: 'Contraseña actualizada', the session no longer
// asks for a change, and on to /.
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, Card, CardActions, CardContent, CardHeader, Stack } from '@mui/material';
import { messages, updatePasswordRequest, type UpdatePasswordRequest } from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormPasswordField } from '@/components/form/form-password-field';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { sessionStore } from '@/lib/session/session-store';
import { useSignedInUser } from '@/lib/session/use-session';
import { useUpdatePassword } from '../api/update-password';

export const PASSWORD_SAVE_FAILED = 'Error guardando';

type ChangePasswordValues = Required<UpdatePasswordRequest>;
const fieldNames = ['currentPassword', 'password', 'confirmPassword'] as const;

export function ChangePasswordForm() {
  const navigate = useNavigate();
  const { needChangePassword: forced } = useSignedInUser();
  const form = useForm<ChangePasswordValues>({ defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  const [currentPassword, password, confirmPassword] = useWatch({
    control: form.control,
    name: ['currentPassword', 'password', 'confirmPassword'],
  });
  const update = useUpdatePassword();
  const filled = !!password && !!confirmPassword && (forced || !!currentPassword);

  const showClientErrors = (values: ChangePasswordValues) => {
    form.clearErrors();
    const check = updatePasswordRequest.safeParse(values);
    if (check.success) return;
    for (const issue of check.error.issues) {
      const field = issue.path[0] as keyof ChangePasswordValues;
      form.setError(field, { type: 'validate', message: issue.message });
    }
    if (values.password !== values.confirmPassword) form.setFocus('confirmPassword');
  };

  const submit = form.handleSubmit((values) => {
    showClientErrors(values);
    update.mutate(forced ? { password: values.password, confirmPassword: values.confirmPassword } : values, {
      onSuccess: () => {
        sessionStore.update({ needChangePassword: false });
        notify.success(messages.passwordUpdated);
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, fieldNames);
        notify.error(isApiError(error) && error.fromServer ? error.message : PASSWORD_SAVE_FAILED);
      },
    });
  });

  return (
    <Card component="form" noValidate onSubmit={submit} aria-labelledby="change-password-title">
      <CardHeader
        id="change-password-title"
        title="Cambiar contraseña"
        subheader={forced ? 'Escriba su nueva contraseña dos veces.' : 'Escriba su contraseña actual y la nueva dos veces.'}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack spacing={2.5}>
          {!forced && (
            <FormPasswordField
              control={form.control}
              name="currentPassword"
              label="Contraseña actual"
              autoComplete="current-password"
            />
          )}
          <FormPasswordField control={form.control} name="password" label="Contraseña" autoComplete="new-password" />
          <FormPasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirmar contraseña"
            autoComplete="new-password"
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={!filled} loading={update.isPending}>
          Actualizar
        </Button>
      </CardActions>
    </Card>
  );
}
