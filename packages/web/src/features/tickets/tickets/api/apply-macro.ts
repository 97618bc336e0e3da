// POST /api/workitems/{id}/macros/{ruleId}: runs a macro on the ticket as the caller, all or nothing; answers the
// ticket as saved, which becomes the cached ticket (its history is read again).
import type { Ticket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';
import { useTicketWrite } from './use-ticket-write';

interface ApplyMacroInput {
  ticketId: number;
  ruleId: number;
}

export const applyMacro = ({ ticketId, ruleId }: ApplyMacroInput) => apiPost<Ticket>(`/workitems/${ticketId}/macros/${ruleId}`);

export const useApplyMacro = () =>
  useTicketWrite(applyMacro, (ticket, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticket.id) });
  });
