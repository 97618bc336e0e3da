// GET /api/entitytypes/all: active entity types (1 internal, 2 client, 3 provider).
import { useQuery } from '@tanstack/react-query';
import type { EntityTypeItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getEntityTypes = (signal?: AbortSignal) => apiGet<EntityTypeItem[]>('/entitytypes/all', undefined, signal);

export const entityTypesQueryOptions = () => lookupQueryOptions(lookupKeys.entityTypes(), getEntityTypes);

export const useEntityTypes = () => useQuery(entityTypesQueryOptions());
