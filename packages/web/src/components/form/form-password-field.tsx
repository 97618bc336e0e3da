// A password field with a button to show or hide what was typed.
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { PasswordVisibilityAdornment } from './password-visibility-adornment';

export function FormPasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: <PasswordVisibilityAdornment visible={visible} onToggle={() => setVisible((value) => !value)} />,
        },
      }}
    />
  );
}
