// The tabs of the ticket screen, numbered as in docs/product/tickets.md#the-ticket ('Tiempo':
// docs/product/service-quality.md#time-tracking), and which tab holds a form field (to show a field's error).
import type { TicketRules } from '../hooks/use-ticket-rules';
import { detailFields } from './ticket-form-values';

export const TicketTab = { Details: 0, Attachments: 1, Relations: 2, History: 3, Tasks: 4, Time: 5 } as const;
export type TicketTabId = (typeof TicketTab)[keyof typeof TicketTab];

export function visibleTabs(rules: TicketRules): { id: TicketTabId; label: string }[] {
  return [
    { id: TicketTab.Details, label: 'Detalles' },
    { id: TicketTab.Attachments, label: 'Archivos adjuntos' },
    ...(rules.showRelations ? [{ id: TicketTab.Relations, label: 'Relaciones' }] : []),
    ...(rules.showHistory ? [{ id: TicketTab.History, label: 'Historial' }] : []),
    ...(rules.showTasks ? [{ id: TicketTab.Tasks, label: 'Tareas' }] : []),
    ...(rules.showTime ? [{ id: TicketTab.Time, label: 'Tiempo' }] : []),
  ];
}

/** The tab to show for fields with a message: the first that holds one of them. */
export function tabOfFields(fields: string[]): TicketTabId | null {
  const root = (field: string) => field.split('.')[0];
  if (fields.some((field) => (detailFields as readonly string[]).includes(root(field)))) return TicketTab.Details;
  if (fields.some((field) => root(field) === 'attachments')) return TicketTab.Attachments;
  if (fields.some((field) => ['parent', 'childs'].includes(root(field)))) return TicketTab.Relations;
  if (fields.some((field) => root(field) === 'tasks')) return TicketTab.Tasks;
  return null;
}
