// GET /api/workitems/{sent|received|subscribed}: one page of the user's tickets, sorted by the server. Read fresh
// on each visit (others change these tickets); a failure is shown by the screen itself ('Error al obtener los
// tickets'), not by the generic banner.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, TicketListRow } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketListsQueryKeys, type ListQuery, type TicketListKind } from './ticket-lists-query-keys';

export const getTicketList = (kind: TicketListKind, query: ListQuery, signal?: AbortSignal) =>
  apiGet<Page<TicketListRow>>(
    `/workitems/${kind}`,
    { ...query, showEnded: String(query.showEnded), overdue: String(query.overdue) },
    signal,
  );

export const ticketListQueryOptions = (kind: TicketListKind, query: ListQuery) =>
  queryOptions({
    queryKey: ticketListsQueryKeys.list(kind, query),
    queryFn: ({ signal }) => getTicketList(kind, query, signal),
    staleTime: 0,
    meta: { silentError: true },
  });

export const useTicketList = (kind: TicketListKind, query: ListQuery) =>
  useQuery({ ...ticketListQueryOptions(kind, query), placeholderData: keepPreviousData });
