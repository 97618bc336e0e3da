// After a ticket is created or saved, the screens that list or count tickets (lists, Buscador, dashboard, assigned
// report) are out of date. Their cache roots are named here rather than imported, since a feature does not reach
// into another's modules; they are only marked stale and read again when next shown.
import type { QueryClient } from '@tanstack/react-query';

const TICKET_LISTING_ROOTS = new Set(['ticket-lists', 'ticket-search', 'dashboard', 'assigned-report']);

export const invalidateTicketListings = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({
    predicate: (query) => TICKET_LISTING_ROOTS.has(String(query.queryKey[0])),
    refetchType: 'none',
  });
