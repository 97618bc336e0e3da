// GET /api/workitems/to-expire: tickets assigned to me, not finalised, with an expiry, soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringTicket } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export const getExpiringTickets = (signal?: AbortSignal) => apiGet<ExpiringTicket[]>('/workitems/to-expire', undefined, signal);

export const expiringTicketsQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.expiring, queryFn: ({ signal }) => getExpiringTickets(signal), staleTime: 0 });

export const useExpiringTickets = (enabled: boolean) => useQuery({ ...expiringTicketsQueryOptions(), enabled });
