// 'Asignar a' of a rule: an active internal user, or 'Enrutar de nuevo' (a null user: the responsible the ticket's
// routing gives), which is also where the picker starts and returns when cleared.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import type { AnyFormControl } from '@/components/form/form-control';
import { fieldMessage } from '@/components/form/field-message';
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
            getOptionLabel={(option) => option.label}
            getOptionKey={(option) => option.value}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            loading={loading}
            loadingText="Cargando…"
            noOptionsText="No hay opciones"
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                required
                inputRef={field.ref}
                {...fieldMessage(fieldState, undefined)}
              />
            )}
          />
        );
      }}
    />
  );
}
