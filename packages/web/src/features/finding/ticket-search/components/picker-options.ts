// Options of the Buscador's drop-downs: "Todos" first (no filter), then the catalogue's active items.
import type { SelectOption } from '@/components/form/form-select-field';

export const ANY_OPTION: SelectOption = { value: '', label: 'Todos' };

/** Ticket statuses (spec 4): fixed reference data. */
export const STATUS_OPTIONS: SelectOption[] = [
  { value: 1, label: 'Inicial' },
  { value: 2, label: 'En progreso' },
  { value: 3, label: 'Finalizado' },
];
