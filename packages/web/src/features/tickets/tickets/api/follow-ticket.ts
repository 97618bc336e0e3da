// POST /api/workitems/{id}/follow: the caller becomes a subscriber; answers the ticket.
import type { Ticket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useTicketWrite } from './use-ticket-write';

export const followTicket = (id: number) => apiPost<Ticket>(`/workitems/${id}/follow`);

export const useFollowTicket = () => useTicketWrite(followTicket);
