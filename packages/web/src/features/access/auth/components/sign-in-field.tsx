// An outlined text field of the sign-in form, built from Material UI's parts rather than TextField: TextField brings
// the select machinery (menus, popovers) along, which the first screen anyone loads does not need.
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface SignInFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: 'text' | 'password';
  autoComplete: string;
  /** The keyboard a phone shows: digits for a second-step code. */
  inputMode?: 'numeric' | 'text';
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent) => void;
  endAdornment?: ReactNode;
}

export function SignInField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  endAdornment,
  inputMode,
  ...input
}: SignInFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth variant="outlined" error={error !== null}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
        slotProps={inputMode ? { input: { inputMode } } : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
