// A type-to-filter picker of several catalogue items, bound to a field holding their ids. An id no longer offered (an
// item deactivated since the rule was saved) stays visible, marked, so the user can take it out.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete } from '@mui/material';
import type { AnyFormControl } from '@/components/form/form-control';
import { pickerInput, selectOptionProps } from '@/components/form/form-autocomplete-field';
import type { SelectOption } from '@/components/form/form-select-field';

interface IdsPickerFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
  required?: boolean;
  helperText?: string;
}

const unavailable = (id: number): SelectOption => ({ value: id, label: `No disponible (#${id})` });

export function IdsPickerField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  required,
  helperText,
}: IdsPickerFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids: number[] = field.value ?? [];
        const selected = ids.map((id) => options.find((option) => option.value === id) ?? unavailable(id));
        return (
          <Autocomplete<SelectOption, true>
            multiple
            options={options}
            value={selected}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.value))}
            onBlur={field.onBlur}
            {...selectOptionProps}
            filterSelectedOptions
            loading={loading}
            renderInput={pickerInput({ field, fieldState, label, required, helperText })}
          />
        );
      }}
    />
  );
}
