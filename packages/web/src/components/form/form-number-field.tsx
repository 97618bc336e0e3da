// A whole-number field bound to a react-hook-form field holding a number, or null while it is empty (so the schema
// answers 'Este campo es requerido.' instead of a type error).
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type FormNumberFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'toValue'> & {
  min?: number;
};

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function FormNumberField<T extends FieldValues>({ min = 0, slotProps, ...props }: FormNumberFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      type="number"
      toValue={toNumber}
      slotProps={{ ...slotProps, htmlInput: { min, step: 1, inputMode: 'numeric' } }}
    />
  );
}
