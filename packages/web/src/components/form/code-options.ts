// Catalogue items (an id and a code) as the options of a drop-down or a type-to-filter picker.
import type { SelectOption } from './form-select-field';

export interface CodedItem {
  id: number;
  code: string;
}

/** Each item offered by its code, with its id as the value; no options while the list is still loading. */
export const codeOptions = (items: readonly CodedItem[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.code }));
