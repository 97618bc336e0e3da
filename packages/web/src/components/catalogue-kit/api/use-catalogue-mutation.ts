// A catalogue write: once it succeeds, the catalogue's cached reads and every picker list are fetched again, so
// lists, details and drop-downs of any screen show the change.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { LOOKUPS_KEY } from './catalogue-query-keys';

export function useCatalogueMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([...invalidates, LOOKUPS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
