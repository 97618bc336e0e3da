// A type-to-filter picker over catalogue items (departments, groups...), each offered by its code, bound to a
// react-hook-form field holding the chosen item's id; it shows it is loading until the items have come.
import type { FieldValues } from 'react-hook-form';
import { codeOptions, type CodedItem } from './code-options';
import { FormAutocompleteField, type FormAutocompleteFieldProps } from './form-autocomplete-field';

type FormCodeAutocompleteFieldProps<T extends FieldValues> = Omit<FormAutocompleteFieldProps<T>, 'options' | 'loading'> & {
  /** The catalogue's lookup query. */
  lookup: { data: readonly CodedItem[] | undefined; isLoading: boolean };
};

export function FormCodeAutocompleteField<T extends FieldValues>({ lookup, ...props }: FormCodeAutocompleteFieldProps<T>) {
  return <FormAutocompleteField {...props} options={codeOptions(lookup.data)} loading={lookup.isLoading} />;
}
