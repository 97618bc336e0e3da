// GET /api/workitems/simple?q=: visible tickets matching a subject text or an id (the relation picker).
import { queryOptions } from '@tanstack/react-query';
import type { SimpleTicket } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const getSimpleTickets = (text: string, signal?: AbortSignal) =>
  apiGet<SimpleTicket[]>('/workitems/simple', { q: text }, signal);

export const simpleTicketsQueryOptions = (text: string) =>
  queryOptions<SimpleTicket[]>({
    queryKey: ticketQueryKeys.simple(text),
    queryFn: ({ signal }) => getSimpleTickets(text, signal),
    staleTime: 10_000,
  });
