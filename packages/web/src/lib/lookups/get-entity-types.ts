// GET /api/entitytypes/all: active entity types (1 internal, 2 client, 3 provider).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityTypeItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getEntityTypes = (signal?: AbortSignal) => apiGet<EntityTypeItem[]>('/entitytypes/all', undefined, signal);

export const entityTypesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.entityTypes(),
    queryFn: ({ signal }) => getEntityTypes(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useEntityTypes = () => useQuery(entityTypesQueryOptions());
