// POST /api/workitems (201): a new ticket, routed to its responsible by the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketInput } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

export const createTicket = (input: TicketInput) => apiPost<Ticket>('/workitems', input);

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      // A child created with a parent changes that parent's relations.
      if (ticket.parentId) void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticket.parentId) });
      invalidateTicketListings(queryClient);
    },
  });
}
