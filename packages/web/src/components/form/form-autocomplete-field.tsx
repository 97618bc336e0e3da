// A type-to-filter picker over a known list of options (users, states, cities), bound to a react-hook-form field
// holding the chosen option's value, or null. For lists too long for a plain drop-down.
import {
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Autocomplete, TextField, type AutocompleteRenderInputParams } from '@mui/material';
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

/** What every picker over `SelectOption`s shares: how options read, compare and load. */
export const selectOptionProps = {
  getOptionLabel: (option: SelectOption) => option.label,
  getOptionKey: (option: SelectOption) => option.value,
  isOptionEqualToValue: (option: SelectOption, value: SelectOption) => option.value === value.value,
  loadingText: 'Cargando…',
  noOptionsText: 'No hay opciones',
};

interface PickerInput {
  field: ControllerRenderProps<any, any>;
  fieldState: ControllerFieldState;
  label: string;
  required?: boolean;
  helperText?: string;
}

/** A picker's text box, bound to its form field, with the field's error or the helper text below. */
export const pickerInput =
  ({ field, fieldState, label, required, helperText }: PickerInput) =>
  (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={field.name}
      label={label}
      required={required}
      inputRef={field.ref}
      {...fieldMessage(fieldState, helperText)}
    />
  );

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
            {...selectOptionProps}
            loading={loading}
            disabled={disabled}
            renderInput={pickerInput({ field, fieldState, label, required, helperText })}
          />
        );
      }}
    />
  );
}
