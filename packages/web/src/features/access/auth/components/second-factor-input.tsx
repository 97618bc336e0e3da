// The field of a second step (docs/product/access.md#two-step-sign-in): the 6-digit code of the authenticator app, or,
// after 'Usar un código de recuperación', one of the recovery codes. Checked at submit with the contracts' rules (the
// server's, proved equal); a refusal empties the field and puts the cursor back in it.
import { useRef, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { recoveryCodeError, totpCodeError, type SecondFactorRequest } from '@tms/contracts';
import { SignInField } from './sign-in-field';

type FactorKind = 'code' | 'recoveryCode';

export const CODE_LABEL = 'Código';
export const RECOVERY_CODE_LABEL = 'Código de recuperación';

/** The state of the field: which factor, what was typed, its message. */
export function useSecondFactor() {
  const [kind, setKind] = useState<FactorKind>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  return {
    kind,
    value,
    error,
    inputRef,
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    switchKind: () => {
      setKind((current) => (current === 'code' ? 'recoveryCode' : 'code'));
      setValue('');
      setError(null);
    },
    /** Shows the field's message and answers false when the value breaks the rule. */
    check: (): boolean => {
      const message = kind === 'code' ? totpCodeError(value) : recoveryCodeError(value);
      setError(message);
      if (message) inputRef.current?.focus();
      return message === null;
    },
    /** The body the server takes. */
    request: (): SecondFactorRequest => (kind === 'code' ? { code: value } : { recoveryCode: value }),
    /** The server refused it: the field's message (if it named one) and a fresh start in the field. */
    refused: (fields: Record<string, string>) => {
      setValue('');
      setError(fields[kind] ?? null);
      inputRef.current?.focus();
    },
  };
}

export type SecondFactorState = ReturnType<typeof useSecondFactor>;

interface SecondFactorInputProps {
  factor: SecondFactorState;
  /** Offers 'Usar un código de recuperación' (not while setting the step up: there are none yet). */
  allowRecoveryCode?: boolean;
  autoFocus?: boolean;
}

export function SecondFactorInput({ factor, allowRecoveryCode = false, autoFocus = false }: SecondFactorInputProps) {
  const isCode = factor.kind === 'code';
  return (
    <Stack spacing={1}>
      <SignInField
        // A new field for each kind: the browser offers one-time codes only for the app's.
        key={factor.kind}
        label={isCode ? CODE_LABEL : RECOVERY_CODE_LABEL}
        value={factor.value}
        onChange={factor.change}
        error={factor.error}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        inputMode={isCode ? 'numeric' : 'text'}
        autoFocus={autoFocus}
        inputRef={factor.inputRef}
      />
      {allowRecoveryCode && (
        <Button variant="text" size="small" onClick={factor.switchKind} sx={{ alignSelf: 'flex-start' }}>
          {isCode ? 'Usar un código de recuperación' : 'Usar el código de la aplicación'}
        </Button>
      )}
    </Stack>
  );
}
