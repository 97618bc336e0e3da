// GET /api/workitems/{id}/time-entries: the ticket's own time entries, the latest day first, with their sums
// (docs/product/service-quality.md#time-tracking).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeEntryList } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const getTimeEntries = (ticketId: number, signal?: AbortSignal) =>
  apiGet<TimeEntryList>(`/workitems/${ticketId}/time-entries`, undefined, signal);

export const timeEntriesQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ticketQueryKeys.timeEntries(ticketId),
    queryFn: ({ signal }) => getTimeEntries(ticketId, signal),
    staleTime: 0,
  });

export const useTimeEntries = (ticketId: number) => useQuery(timeEntriesQueryOptions(ticketId));
