// POST /api/workitems/{id}/merge {targetId}: merges the ticket into another (docs/product/self-service.md#merge);
// answers the target as it is now, which becomes its cached copy. The merged ticket (finalised, 'Fusionado en #n') and
// the target's history are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

interface MergeTicketInput {
  ticketId: number;
  targetId: number;
}

export const mergeTicket = ({ ticketId, targetId }: MergeTicketInput) =>
  apiPost<Ticket>(`/workitems/${ticketId}/merge`, { targetId });

export function useMergeTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeTicket,
    onSuccess: (target, { ticketId }) => {
      queryClient.setQueryData(ticketQueryKeys.detail(target.id), target);
      void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(target.id) });
      void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.detail(ticketId) });
      invalidateTicketListings(queryClient);
    },
  });
}
