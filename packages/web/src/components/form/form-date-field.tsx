// A date (day) field bound to react-hook-form, holding 'YYYY-MM-DD'. The browser's own date input: the repo has no
// date-picker library and a day is all the filters need.
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export function FormDateField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  return <FormTextField {...props} type="date" slotProps={{ ...slotProps, inputLabel: { shrink: true } }} />;
}
