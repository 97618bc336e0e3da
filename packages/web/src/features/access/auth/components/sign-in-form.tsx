// User and password (spec 5: both required, at most 64 characters, validated 300 ms after typing stops).
// Enter in the password field submits when the form is valid; a refusal shows the server's message and puts the
// cursor back in the user field.
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { loginRequest, messages, type LoginRequest, type Session } from '@tms/contracts';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormTextField } from '@/components/form/form-text-field';
import { isApiError } from '@/lib/api/api-error';
import { useDebouncedValidation } from '@/lib/hooks/use-debounced-validation';
import { notify } from '@/lib/notify';
import { useLogin } from '../api/login';

interface SignInFormProps {
  onSignedIn: (session: Session) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { userName: '', password: '' },
  });
  useDebouncedValidation(form);
  const loginMutation = useLogin();
  const { isValid } = form.formState;

  const submit = form.handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: onSignedIn,
      onError: (error) => {
        notify.error(isApiError(error) && error.fromServer ? error.message : messages.unexpected);
        form.setFocus('userName');
      },
    }),
  );

  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (isValid && !loginMutation.isPending) void submit();
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FormTextField control={form.control} name="userName" label="Usuario" autoComplete="username" autoFocus />
      <FormPasswordField control={form.control} name="password" label="Contraseña" onKeyDown={submitOnEnter} />
      <Button type="submit" variant="contained" size="large" disabled={!isValid} loading={loginMutation.isPending}>
        Enviar
      </Button>
    </Stack>
  );
}
