// A type-to-filter picker over a known list of options (users, states, cities), bound to a react-hook-form field
// holding the chosen option's value, or null. For lists too long for a plain drop-down.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import type { AnyFormControl } from './form-control';
import type { SelectOption } from './form-select-field';
import { fieldMessage } from './field-message';

export interface FormAutocompleteFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Runs after the user picked another option (or cleared it). */
  onValueChange?: (value: SelectOption['value'] | null) => void;
}

export function FormAutocompleteField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  required,
  disabled,
  helperText,
  onValueChange,
}: FormAutocompleteFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = options.find((option) => String(option.value) === String(field.value)) ?? null;
        return (
          <Autocomplete<SelectOption>
            options={options}
            value={selected}
            onChange={(_event, option) => {
              const value = option?.value ?? null;
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.label}
            getOptionKey={(option) => option.value}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            loading={loading}
            loadingText="Cargando…"
            noOptionsText="No hay opciones"
            disabled={disabled}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                required={required}
                inputRef={field.ref}
                {...fieldMessage(fieldState, helperText)}
              />
            )}
          />
        );
      }}
    />
  );
}
