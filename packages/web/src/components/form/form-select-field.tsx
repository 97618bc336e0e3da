// A drop-down bound to a react-hook-form field. The field holds the option's own value (a number for ids) or
// null when nothing is chosen. A read-only one (the user form's 'Tipo de entidad' that the role decides) is no
// drop-down at all: a read-only text field, greyed, showing the chosen option's label; the form keeps its value.
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

const optionOf = (options: readonly SelectOption[], value: unknown) =>
  options.find((option) => String(option.value) === String(value));

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
        const chosen = optionOf(options, field.value);
        if (readOnly) {
          return (
            <TextField
              {...props}
              name={field.name}
              value={chosen?.label ?? ''}
              inputRef={field.ref}
              {...fieldMessage(fieldState, helperText)}
              slotProps={{ ...slotProps, input: { readOnly: true, sx: { bgcolor: 'action.hover' } } }}
            />
          );
        }
        return (
          <TextField
            {...props}
            select
            name={field.name}
            value={chosen ? String(chosen.value) : ''}
            onChange={(event) => {
              const value = optionOf(options, event.target.value)?.value ?? null;
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldMessage(fieldState, helperText)}
            slotProps={slotProps}
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
