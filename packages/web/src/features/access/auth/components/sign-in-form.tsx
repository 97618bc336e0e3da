// User and password (docs/product/access.md#sign-in: both required, at most 64 characters, validated 300 ms after
// typing stops).
// Enter in the password field submits when the form is valid; a refusal shows the server's message and puts the
// cursor back in the user field. A user whose second step is on gets the challenge instead of a session and goes on to
// the second step (docs/product/access.md#two-step-sign-in), whose code loads only then. The first screen anyone loads
// keeps its JavaScript small (decision 0010): plain state and the contracts' signInFieldError (the server's rule,
// proved equal) instead of the form and validation libraries the other forms use.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Stack } from '@mui/material';
import {
  messages,
  signInFieldError,
  type LoginAnswer,
  type LoginRequest,
  type Session,
  type TwoFactorChallenge,
} from '@tms/contracts';
import { PasswordVisibilityAdornment } from '@/components/form/password-visibility-adornment';
import { isApiError } from '@/lib/api/api-error';
import { VALIDATION_DEBOUNCE_MS } from '@/lib/hooks/use-debounced-validation';
import { notify } from '@/lib/notify';
import { useLogin } from '../api/login';
import { SignInField } from './sign-in-field';

type FieldName = keyof LoginRequest;
type Shown = Record<FieldName, string | null>;

const NONE: Shown = { userName: null, password: null };

const SecondStepForm = lazy(() => import('./second-step-form').then((m) => ({ default: m.SecondStepForm })));

/** The sign-in answered the challenge of the second step instead of the session. */
export const isChallenge = (answer: LoginAnswer): answer is TwoFactorChallenge => 'twoFactorRequired' in answer;

/** Each field's message, shown once typing in that field has settled for the debounce delay (or at a submit). */
function useSettledMessages() {
  const [shown, setShown] = useState<Shown>(NONE);
  const timers = useRef(new Map<FieldName, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const typed = (name: FieldName, value: string) => {
    clearTimeout(timers.current.get(name));
    timers.current.set(
      name,
      setTimeout(() => setShown((current) => ({ ...current, [name]: signInFieldError(value) })), VALIDATION_DEBOUNCE_MS),
    );
  };
  const showAll = (values: LoginRequest) =>
    setShown({ userName: signInFieldError(values.userName), password: signInFieldError(values.password) });
  return { shown, typed, showAll };
}

interface SignInFormProps {
  onSignedIn: (session: Session) => void;
  /** A second step already asked for (a single sign-on of a user with it on): the form starts there. */
  initialChallenge?: string | null;
}

export function SignInForm({ onSignedIn, initialChallenge = null }: SignInFormProps) {
  const [values, setValues] = useState<LoginRequest>({ userName: '', password: '' });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [challengeToken, setChallengeToken] = useState<string | null>(initialChallenge);
  const userField = useRef<HTMLInputElement>(null);
  const { shown, typed, showAll } = useSettledMessages();
  const loginMutation = useLogin();
  const isValid = signInFieldError(values.userName) === null && signInFieldError(values.password) === null;

  const change = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    typed(name, value);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isValid) return showAll(values);
    loginMutation.mutate(values, {
      onSuccess: (answer) => (isChallenge(answer) ? setChallengeToken(answer.challengeToken) : onSignedIn(answer)),
      onError: (error) => {
        notify.error(isApiError(error) && error.fromServer ? error.message : messages.unexpected);
        userField.current?.focus();
      },
    });
  };

  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (isValid && !loginMutation.isPending) submit();
  };

  const restart = () => {
    setChallengeToken(null);
    setValues((current) => ({ ...current, password: '' }));
  };

  if (challengeToken !== null) {
    return (
      <Suspense fallback={null}>
        <SecondStepForm challengeToken={challengeToken} onSignedIn={onSignedIn} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <SignInField
        label="Usuario"
        value={values.userName}
        onChange={change('userName')}
        error={shown.userName}
        autoComplete="username"
        autoFocus
        inputRef={userField}
      />
      <SignInField
        label="Contraseña"
        type={passwordVisible ? 'text' : 'password'}
        value={values.password}
        onChange={change('password')}
        error={shown.password}
        autoComplete="current-password"
        onKeyDown={submitOnEnter}
        endAdornment={
          <PasswordVisibilityAdornment visible={passwordVisible} onToggle={() => setPasswordVisible((visible) => !visible)} />
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={!isValid} loading={loginMutation.isPending}>
        Enviar
      </Button>
    </Stack>
  );
}
