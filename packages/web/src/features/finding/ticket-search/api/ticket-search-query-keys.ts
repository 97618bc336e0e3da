// Cache keys of the Buscador and the picker lists it alone offers.
import type { SearchCriteria, SearchPaging } from './search-criteria';

export const ticketSearchQueryKeys = {
  all: ['ticket-search'] as const,
  results: (criteria: SearchCriteria, paging: SearchPaging) => ['ticket-search', 'results', criteria, paging] as const,
};
