// A catalogue write: once it succeeds, the catalogue's cached reads and every picker list (lookupKeys.all, in
// src/lib/lookups) are fetched again, so lists, details and drop-downs of any screen (the ticket form's categories
// included) show the change.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { lookupKeys } from '@/lib/lookups/lookup-keys';

export function useCatalogueMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([...invalidates, lookupKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
