// POST /api/workitems (201): a new ticket, routed to its responsible by the server.
import type { Ticket, TicketInput } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';
import { useTicketWrite } from './use-ticket-write';

export const createTicket = (input: TicketInput) => apiPost<Ticket>('/workitems', input);

export const useCreateTicket = () =>
  useTicketWrite(createTicket, (ticket, queryClient) => {
    // A child created with a parent changes that parent's relations.
    if (ticket.parentId) void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticket.parentId) });
  });
