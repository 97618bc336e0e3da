// Cache keys of the three ticket lists (created, received, subscribed).
import type { TicketListQuery } from '@tms/contracts';

export type TicketListKind = 'sent' | 'received' | 'subscribed';

/** What a list screen asks for (the contracts' ticketListQuery as the screen holds it). */
export interface ListQuery {
  page: number;
  pageSize: number;
  filter?: 'active' | 'closed';
  showEnded: boolean;
  /** Quick filters, from the address (see use-list-filters). */
  statusId?: number;
  severityId?: number;
  overdue: boolean;
  sortField?: NonNullable<TicketListQuery['sortField']>;
  sortOrder?: 'asc' | 'desc';
}

export const ticketListsQueryKeys = {
  all: ['ticket-lists'] as const,
  list: (kind: TicketListKind, query: ListQuery) => ['ticket-lists', kind, query] as const,
};
