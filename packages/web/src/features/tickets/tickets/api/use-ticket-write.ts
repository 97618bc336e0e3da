// A write that answers the whole ticket (create, save, follow, unfollow): the answer becomes the cached ticket, and
// the screens that list or count tickets are marked stale.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Ticket } from '@tms/contracts';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

export function useTicketWrite<TInput>(
  mutationFn: (input: TInput) => Promise<Ticket>,
  /** What else the write makes stale (a ticket's history, its parent's relations). */
  alsoRefresh?: (ticket: Ticket, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      alsoRefresh?.(ticket, queryClient);
      invalidateTicketListings(queryClient);
    },
  });
}
