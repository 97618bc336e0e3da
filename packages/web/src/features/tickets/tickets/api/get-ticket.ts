// GET /api/workitems/{id}: one ticket with its relations, attachments, discussion, tasks and the caller's abilities.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ticket } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const getTicket = (id: number, signal?: AbortSignal) => apiGet<Ticket>(`/workitems/${id}`, undefined, signal);

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: ticketQueryKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: number | undefined) => useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== undefined });
