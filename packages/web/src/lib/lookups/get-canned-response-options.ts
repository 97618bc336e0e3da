// GET /api/cannedresponses/all: the active responses the user may insert into a message (shared and their own
// personal ones); internal users only. A canned response write refreshes it through `lookupKeys.all`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CannedResponseItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getCannedResponseOptions = (signal?: AbortSignal) =>
  apiGet<CannedResponseItem[]>('/cannedresponses/all', undefined, signal);

export const cannedResponseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.cannedResponses(),
    queryFn: ({ signal }) => getCannedResponseOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCannedResponseOptions = (enabled = true) => useQuery({ ...cannedResponseOptionsQueryOptions(), enabled });
