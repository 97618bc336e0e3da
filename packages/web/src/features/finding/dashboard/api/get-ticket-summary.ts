// GET /api/workitems/summary: the signed-in user's ticket counters for the dashboard cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketSummary } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export const getTicketSummary = (signal?: AbortSignal) => apiGet<TicketSummary>('/workitems/summary', undefined, signal);

export const ticketSummaryQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.summary, queryFn: ({ signal }) => getTicketSummary(signal), staleTime: 0 });

export const useTicketSummary = () => useQuery(ticketSummaryQueryOptions());
