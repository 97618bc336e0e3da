// PUT /api/workitems/{id}: saves the whole form (with the modifiedDate it was loaded with; a stale one gets 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketInput } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

export const updateTicket = ({ id, input }: { id: number; input: TicketInput }) => apiPut<Ticket>(`/workitems/${id}`, input);

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticket.id) });
      invalidateTicketListings(queryClient);
    },
  });
}
