// A drop-down bound to a react-hook-form field. The field holds the option's own value (a number for ids) or
// null when nothing is chosen.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

export interface SelectOption {
  value: number | string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'select' | 'children'
> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  readOnly?: boolean;
  /** Runs after the field changed, with the chosen option's value. */
  onValueChange?: (value: SelectOption['value'] | null) => void;
};

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  readOnly = false,
  onValueChange,
  helperText,
  slotProps,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = options.some((option) => String(option.value) === String(field.value)) ? String(field.value) : '';
        return (
          <TextField
            {...props}
            select
            name={field.name}
            value={selected}
            onChange={(event) => {
              const option = options.find((candidate) => String(candidate.value) === event.target.value);
              const value = option?.value ?? null;
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldMessage(fieldState, helperText)}
            slotProps={{ ...slotProps, input: { readOnly } }}
          >
            {options.length === 0 && (
              <MenuItem value="" disabled>
                No hay opciones
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
