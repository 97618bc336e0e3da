// Ticket statuses (spec 4): 1 Inicial, 2 En progreso, 3 Finalizado.
import { TicketStatus } from '@tms/contracts';
import type { SelectOption } from '@/components/form/form-select-field';

export const ticketStatusOptions: SelectOption[] = [
  { value: TicketStatus.Initial, label: 'Inicial' },
  { value: TicketStatus.InProgress, label: 'En progreso' },
  { value: TicketStatus.Finished, label: 'Finalizado' },
];

export const statusColor = (statusId: number) =>
  statusId === TicketStatus.Finished ? 'success' : statusId === TicketStatus.InProgress ? 'info' : 'default';
