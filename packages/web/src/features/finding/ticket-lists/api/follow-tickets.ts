// POST /api/workitems/bulk/follow: follow the selected tickets; the answer lists those followed and those refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { refreshTicketListings } from './refresh-ticket-listings';

export const followTickets = (ids: number[]) => apiPost<BulkResult>('/workitems/bulk/follow', { ids });

export function useFollowTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followTickets,
    onSuccess: () => void refreshTicketListings(queryClient),
  });
}
