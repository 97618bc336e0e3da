// PUT /api/workitems/{id}: saves the whole form (with the modifiedDate it was loaded with; a stale one gets 409).
import type { Ticket, TicketInput } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';
import { useTicketWrite } from './use-ticket-write';

export const updateTicket = ({ id, input }: { id: number; input: TicketInput }) => apiPut<Ticket>(`/workitems/${id}`, input);

export const useUpdateTicket = () =>
  useTicketWrite(updateTicket, (ticket, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticket.id) });
  });
