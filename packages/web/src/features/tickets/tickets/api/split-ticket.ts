// POST /api/workitems/{id}/split {discussionId}: makes a discussion message a new child ticket
// (docs/product/self-service.md#split); answers its id. The original (a new child, a new version) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SplitResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { invalidateTicketListings } from './invalidate-ticket-listings';
import { ticketQueryKeys } from './tickets-query-keys';

interface SplitTicketInput {
  ticketId: number;
  discussionId: number;
}

export const splitTicket = ({ ticketId, discussionId }: SplitTicketInput) =>
  apiPost<SplitResult>(`/workitems/${ticketId}/split`, { discussionId });

export function useSplitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitTicket,
    onSuccess: (_created, { ticketId }) => {
      void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.detail(ticketId) });
      invalidateTicketListings(queryClient);
    },
  });
}
