// The finding context: ticket lists, search, the assigned report and the dashboard's figures.
import { ticketListsRoutes } from './ticket-lists/ticket-lists.routes';

export const findingRoutes = [ticketListsRoutes];
export { similarOpenTickets, type SimilarTicketRow } from './ticket-lists/similar-tickets';
