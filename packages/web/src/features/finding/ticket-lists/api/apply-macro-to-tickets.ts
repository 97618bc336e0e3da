// POST /api/workitems/bulk/macro (internal users): runs a macro on each selected ticket on its own, all or nothing per
// ticket; the answer lists those changed and those refused with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkMacroInput, BulkResult } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { refreshTicketListings } from './refresh-ticket-listings';

export const applyMacroToTickets = ({ ids, ruleId }: BulkMacroInput) =>
  apiPost<BulkResult>('/workitems/bulk/macro', { ids, ruleId });

export function useApplyMacroToTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyMacroToTickets,
    onSuccess: () => void refreshTicketListings(queryClient),
  });
}
