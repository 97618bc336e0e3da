// How every picker list is cached: under its key of the lookups family, fresh for five minutes (reference data,
// which does not change while the app runs, for an hour).
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { LOOKUP_STALE_TIME_MS } from './lookup-keys';

export const lookupQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  fetchList: (signal: AbortSignal) => Promise<T>,
  staleTime = LOOKUP_STALE_TIME_MS,
) => queryOptions({ queryKey, queryFn: ({ signal }) => fetchList(signal), staleTime });
