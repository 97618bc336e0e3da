// POST /api/workitems/{id}/follow: the caller becomes a subscriber; answers the ticket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

export const followTicket = (id: number) => apiPost<Ticket>(`/workitems/${id}/follow`);

export function useFollowTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      invalidateTicketListings(queryClient);
    },
  });
}
