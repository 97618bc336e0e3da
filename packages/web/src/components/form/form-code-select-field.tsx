// A drop-down over catalogue items (roles, branches, categories...), each offered by its code, bound to a
// react-hook-form field holding the chosen item's id.
import type { FieldValues } from 'react-hook-form';
import { codeOptions, type CodedItem } from './code-options';
import { FormSelectField, type FormSelectFieldProps, type SelectOption } from './form-select-field';

export type FormCodeSelectFieldProps<T extends FieldValues> = Omit<FormSelectFieldProps<T>, 'options'> & {
  /** The catalogue's items; undefined while they load. */
  items: readonly CodedItem[] | undefined;
  /** An option offered before the items ('Todos' where the field filters). */
  firstOption?: SelectOption;
};

export function FormCodeSelectField<T extends FieldValues>({ items, firstOption, ...props }: FormCodeSelectFieldProps<T>) {
  const options = codeOptions(items);
  return <FormSelectField {...props} options={firstOption ? [firstOption, ...options] : options} />;
}
