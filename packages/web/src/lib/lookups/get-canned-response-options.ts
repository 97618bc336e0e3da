// GET /api/cannedresponses/all: the active responses the user may insert into a message (shared and their own
// personal ones); internal users only. A canned response write refreshes it through `lookupKeys.all`.
import { useQuery } from '@tanstack/react-query';
import type { CannedResponseItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getCannedResponseOptions = (signal?: AbortSignal) =>
  apiGet<CannedResponseItem[]>('/cannedresponses/all', undefined, signal);

export const cannedResponseOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.cannedResponses(), getCannedResponseOptions);

export const useCannedResponseOptions = (enabled = true) => useQuery({ ...cannedResponseOptionsQueryOptions(), enabled });
