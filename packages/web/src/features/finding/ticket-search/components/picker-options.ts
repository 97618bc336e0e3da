// Options of the Buscador's drop-downs: "Todos" first (no filter), then the catalogue's active items.
import type { SelectOption } from '@/components/form/form-select-field';

export const ANY_OPTION: SelectOption = { value: '', label: 'Todos' };

/** Ticket statuses (docs/product/tickets.md#states-and-transitions): fixed reference data. */
export const STATUS_OPTIONS: SelectOption[] = [
  { value: 1, label: 'Inicial' },
  { value: 2, label: 'En progreso' },
  { value: 3, label: 'Finalizado' },
];
