// DELETE /api/workitems/{id}/follow: the caller stops being a subscriber ('Dejar de seguir'); answers the ticket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

export const unfollowTicket = (id: number) => apiDelete<Ticket>(`/workitems/${id}/follow`);

export function useUnfollowTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      invalidateTicketListings(queryClient);
    },
  });
}
