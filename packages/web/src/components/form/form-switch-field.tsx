// An on/off switch bound to a boolean react-hook-form field.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormControlLabel, Switch } from '@mui/material';
import type { AnyFormControl } from './form-control';

interface FormSwitchFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
}

export function FormSwitchField<T extends FieldValues>({ control, name, label }: FormSwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
