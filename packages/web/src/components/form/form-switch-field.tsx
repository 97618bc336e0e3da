// An on/off field bound to a boolean react-hook-form field: a switch, or a checkbox.
import type { ChangeEvent, ComponentType } from 'react';
import { Controller, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import type { AnyFormControl } from './form-control';

interface FormSwitchFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
}

/** What the field hands its switch or checkbox. */
interface FlagProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  slotProps: { input: { ref: RefCallBack } };
}

function FlagField<T extends FieldValues>({
  control,
  name,
  label,
  Flag,
}: FormSwitchFieldProps<T> & { Flag: ComponentType<FlagProps> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Flag
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

export function FormSwitchField<T extends FieldValues>(props: FormSwitchFieldProps<T>) {
  return <FlagField {...props} Flag={Switch} />;
}

export function FormCheckboxField<T extends FieldValues>(props: FormSwitchFieldProps<T>) {
  return <FlagField {...props} Flag={Checkbox} />;
}
