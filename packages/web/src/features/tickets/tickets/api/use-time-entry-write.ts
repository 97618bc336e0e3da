// A write of a time entry (log, change, delete): once stored, the ticket's entries and the ticket itself are read
// again, so the list and 'Tiempo registrado' show the new total. The ticket's version does not change, and a newer
// copy of the ticket never replaces what the form holds unsaved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketQueryKeys } from './tickets-query-keys';

export function useTimeEntryWrite<TInput extends { ticketId: number }, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { ticketId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketQueryKeys.timeEntries(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketQueryKeys.detail(ticketId), exact: true }),
      ]),
  });
}
