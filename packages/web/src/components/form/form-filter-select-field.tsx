// A filter's drop-down over catalogue items (the Buscador's, the indicators'): 'Todos' (no filter) first, then the
// items by code. The form holds the chosen id, or '' for 'Todos' until its schema (`filterId`) makes that null.
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormCodeSelectField, type FormCodeSelectFieldProps } from './form-code-select-field';
import type { SelectOption } from './form-select-field';

export const ANY_OPTION: SelectOption = { value: '', label: 'Todos' };

/** A filter drop-down's value: an id, or '' / null for "any" (null). */
export const filterId = z.union([z.number(), z.literal(''), z.null()]).transform((value) => (value === '' ? null : value));

export function FormFilterSelectField<T extends FieldValues>(props: Omit<FormCodeSelectFieldProps<T>, 'firstOption'>) {
  return <FormCodeSelectField {...props} firstOption={ANY_OPTION} />;
}
