// A TextField bound to a react-hook-form field: shows the field's validation message, or the helper text.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
};

export function FormTextField<T extends FieldValues>({ control, name, helperText, onBlur, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          inputRef={field.ref}
          {...fieldMessage(fieldState, helperText)}
        />
      )}
    />
  );
}
