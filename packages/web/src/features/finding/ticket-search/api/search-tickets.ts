// POST /api/workitems/search: tickets the user may see that match the Buscador's filters, one page at a time, or
// every match at once for the export (`all: true`, capped by the server at 50,000). The count stops at 1,000.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketSearchPage } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import type { SearchCriteria, SearchPaging } from './search-criteria';
import { ticketSearchQueryKeys } from './ticket-search-query-keys';

export const searchTickets = (criteria: SearchCriteria, paging: SearchPaging & { all?: boolean }) =>
  apiPost<TicketSearchPage>('/workitems/search', { ...criteria, ...paging });

/** Every match in the order shown, for the export. */
export const searchAllTickets = async (criteria: SearchCriteria, paging: SearchPaging) =>
  (await searchTickets(criteria, { ...paging, page: 0, all: true })).rows;

export const ticketSearchQueryOptions = (criteria: SearchCriteria, paging: SearchPaging) =>
  queryOptions({
    queryKey: ticketSearchQueryKeys.results(criteria, paging),
    queryFn: () => searchTickets(criteria, paging),
    staleTime: 0,
  });

export const useTicketSearch = (criteria: SearchCriteria, paging: SearchPaging) =>
  useQuery({ ...ticketSearchQueryOptions(criteria, paging), placeholderData: keepPreviousData });
