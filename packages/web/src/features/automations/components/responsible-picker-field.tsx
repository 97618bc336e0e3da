// 'Asignar a' of a rule: an active internal user, or 'Enrutar de nuevo' (a null user: the responsible the ticket's
// routing gives), which is also where the picker starts and returns when cleared.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete } from '@mui/material';
import type { AnyFormControl } from '@/components/form/form-control';
import { pickerInput, selectOptionProps } from '@/components/form/form-autocomplete-field';
import type { SelectOption } from '@/components/form/form-select-field';
import { REROUTE_LABEL } from '../lib/automation-labels';

interface ResponsiblePickerFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
  users: readonly SelectOption[];
  loading?: boolean;
}

const reroute: SelectOption = { value: 0, label: REROUTE_LABEL };

export function ResponsiblePickerField<T extends FieldValues>({
  control,
  name,
  label,
  users,
  loading,
}: ResponsiblePickerFieldProps<T>) {
  const options = [reroute, ...users];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected =
          field.value === null || field.value === undefined
            ? reroute
            : (options.find((option) => option.value === field.value) ?? { value: field.value, label: `#${field.value}` });
        return (
          <Autocomplete<SelectOption>
            options={options}
            value={selected}
            onChange={(_event, option) => field.onChange(!option || option === reroute ? null : option.value)}
            onBlur={field.onBlur}
            {...selectOptionProps}
            loading={loading}
            renderInput={pickerInput({ field, fieldState, label, required: true })}
          />
        );
      }}
    />
  );
}
