// GET /api/workitems/{id}/history: one entry per save, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const getTicketHistory = (id: number, signal?: AbortSignal) =>
  apiGet<HistoryEntry[]>(`/workitems/${id}/history`, undefined, signal);

export const ticketHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ticketQueryKeys.history(id), queryFn: ({ signal }) => getTicketHistory(id, signal), staleTime: 0 });

export const useTicketHistory = (id: number, enabled: boolean) => useQuery({ ...ticketHistoryQueryOptions(id), enabled });
