// POST /api/workitems/bulk/reassign (permission 26): give the selected tickets another responsible; the answer lists
// those reassigned and those refused with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { refreshTicketListings } from './refresh-ticket-listings';

export const reassignTickets = ({ ids, assignedTo }: { ids: number[]; assignedTo: number }) =>
  apiPost<BulkResult>('/workitems/bulk/reassign', { ids, assignedTo });

export function useReassignTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignTickets,
    onSuccess: () => void refreshTicketListings(queryClient),
  });
}
