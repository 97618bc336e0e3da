// A TextField bound to a react-hook-form field: shows the field's validation message, or the helper text.
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  /** The field's value for the typed text; without it, the text itself. */
  toValue?: (text: string) => unknown;
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  onBlur,
  toValue,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(toValue ? toValue(event.target.value) : event)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      {...fieldMessage(fieldState, helperText)}
    />
  );
}
