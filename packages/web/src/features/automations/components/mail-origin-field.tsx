// 'Creado por correo' of the conditions: any ticket (null), only tickets a mail created (true) or only the others (false).
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import type { AnyFormControl } from '@/components/form/form-control';
import { fieldMessage } from '@/components/form/field-message';

const choices = [
  { key: 'any', value: null, label: 'Cualquiera' },
  { key: 'yes', value: true, label: 'Sí' },
  { key: 'no', value: false, label: 'No' },
] as const;

interface MailOriginFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
}

export function MailOriginField<T extends FieldValues>({ control, name }: MailOriginFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Creado por correo"
          name={field.name}
          value={choices.find((choice) => choice.value === (field.value ?? null))?.key ?? 'any'}
          onChange={(event) => field.onChange(choices.find((choice) => choice.key === event.target.value)?.value ?? null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...fieldMessage(fieldState, undefined)}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.key} value={choice.key}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
