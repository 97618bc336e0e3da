// A whole-number field bound to a react-hook-form field holding a number, or null while it is empty (so the schema
// answers 'Este campo es requerido.' instead of a type error).
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

type FormNumberFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'type'
> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  min?: number;
};

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function FormNumberField<T extends FieldValues>({
  control,
  name,
  helperText,
  min = 0,
  slotProps,
  ...props
}: FormNumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          type="number"
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(toNumber(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...fieldMessage(fieldState, helperText)}
          slotProps={{ ...slotProps, htmlInput: { min, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
