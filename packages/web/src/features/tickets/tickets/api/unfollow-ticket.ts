// DELETE /api/workitems/{id}/follow: the caller stops being a subscriber ('Dejar de seguir'); answers the ticket.
import type { Ticket } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useTicketWrite } from './use-ticket-write';

export const unfollowTicket = (id: number) => apiDelete<Ticket>(`/workitems/${id}/follow`);

export const useUnfollowTicket = () => useTicketWrite(unfollowTicket);
