// Ticket statuses (docs/product/tickets.md#states-and-transitions): 1 Inicial, 2 En progreso, 3 Finalizado.
import { TicketStatus, type Ticket } from '@tms/contracts';
import { dayjs } from '@/lib/dates';
import type { SelectOption } from '@/components/form/form-select-field';

export const ticketStatusOptions: SelectOption[] = [
  { value: TicketStatus.Initial, label: 'Inicial' },
  { value: TicketStatus.InProgress, label: 'En progreso' },
  { value: TicketStatus.Finished, label: 'Finalizado' },
];

export const statusColor = (statusId: number) =>
  statusId === TicketStatus.Finished ? 'success' : statusId === TicketStatus.InProgress ? 'info' : 'default';

/** Past its expiry and not finalised ('Vencido'). */
export const isOverdue = (ticket: Pick<Ticket, 'expireDate' | 'statusId'>, now: Date) =>
  !!ticket.expireDate && ticket.statusId !== TicketStatus.Finished && dayjs(now).isAfter(ticket.expireDate);
