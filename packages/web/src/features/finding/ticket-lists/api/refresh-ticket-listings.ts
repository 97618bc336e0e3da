// After a bulk action: the ticket lists and the Buscador's results read their tickets again (new responsible,
// followers, status), whichever of them the action was started from.
import type { QueryClient } from '@tanstack/react-query';
import { ticketSearchQueryKeys } from '../../ticket-search/api/ticket-search-query-keys';
import { ticketListsQueryKeys } from './ticket-lists-query-keys';

export const refreshTicketListings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketListsQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: ticketSearchQueryKeys.all }),
  ]);
