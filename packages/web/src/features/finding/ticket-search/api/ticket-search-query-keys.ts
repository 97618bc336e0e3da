// Cache keys of the Buscador's results (its pickers are the shared lookups of src/lib/lookups).
import type { SearchCriteria, SearchPaging } from './search-criteria';

export const ticketSearchQueryKeys = {
  all: ['ticket-search'] as const,
  results: (criteria: SearchCriteria, paging: SearchPaging) => ['ticket-search', 'results', criteria, paging] as const,
};
