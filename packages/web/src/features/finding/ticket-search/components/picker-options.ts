// Options of the Buscador's status drop-down ('Todos' first, components/form/form-filter-select-field.tsx).
import type { SelectOption } from '@/components/form/form-select-field';

/** Ticket statuses (docs/product/tickets.md#states-and-transitions): fixed reference data. */
export const STATUS_OPTIONS: SelectOption[] = [
  { value: 1, label: 'Inicial' },
  { value: 2, label: 'En progreso' },
  { value: 3, label: 'Finalizado' },
];
