// GET /api/workitems/abilities: what the signed-in user may do on a ticket they are creating (the branch, the
// responsible, subscribers, relations, internal notes). The new ticket's form reads it, as a saved ticket's form reads
// the abilities sent with the ticket, so no rule is derived in the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketAbilities } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

/** The abilities follow the user's role, which changes rarely: read once per five minutes at most. */
const NEW_TICKET_ABILITIES_STALE_MS = 5 * 60_000;

export const getNewTicketAbilities = (signal?: AbortSignal) => apiGet<TicketAbilities>('/workitems/abilities', undefined, signal);

export const newTicketAbilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ticketQueryKeys.newTicketAbilities(),
    queryFn: ({ signal }) => getNewTicketAbilities(signal),
    staleTime: NEW_TICKET_ABILITIES_STALE_MS,
  });

export const useNewTicketAbilities = (enabled = true) => useQuery({ ...newTicketAbilitiesQueryOptions(), enabled });
