// The responsible user of a catalogue record, picked among the active users (GET users/all).
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormAutocompleteField } from '@/components/form/form-autocomplete-field';
import type { AnyFormControl } from '@/components/form/form-control';
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';

interface FormOwnerFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label?: string;
  required?: boolean;
}

export function FormOwnerField<T extends FieldValues>({
  control,
  name,
  label = 'Responsable',
  required = true,
}: FormOwnerFieldProps<T>) {
  const users = useInternalUsers();
  const options = (users.data ?? []).map((user) => ({ value: user.id, label: userLabel(user) }));
  return (
    <FormAutocompleteField
      control={control}
      name={name}
      label={label}
      required={required}
      options={options}
      loading={users.isLoading}
    />
  );
}
