// Refrescar: reads the ticket again (and with it its history and QR) and answers the fresh copy.
import { useQueryClient } from '@tanstack/react-query';
import { ticketQueryKeys } from '../api/tickets-query-keys';
import { ticketQueryOptions } from '../api/get-ticket';

export function useRefreshTicket() {
  const queryClient = useQueryClient();
  return async (ticketId: number) => {
    const fresh = await queryClient.fetchQuery({ ...ticketQueryOptions(ticketId), staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.history(ticketId) });
    return fresh;
  };
}
