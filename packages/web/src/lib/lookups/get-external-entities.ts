// GET /api/externalentities/all?entityTypeId=: active clients or providers of one entity type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalEntityItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getExternalEntities = (entityTypeId: number, signal?: AbortSignal) =>
  apiGet<ExternalEntityItem[]>('/externalentities/all', { entityTypeId }, signal);

export const externalEntitiesQueryOptions = (entityTypeId: number) =>
  queryOptions({
    queryKey: lookupKeys.externalEntities(entityTypeId),
    queryFn: ({ signal }) => getExternalEntities(entityTypeId, signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

/** Disabled until an external entity type (not 1) is chosen. */
export const useExternalEntities = (entityTypeId: number | null, enabled: boolean) =>
  useQuery({ ...externalEntitiesQueryOptions(entityTypeId ?? 0), enabled: enabled && !!entityTypeId });
