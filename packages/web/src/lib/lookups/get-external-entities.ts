// GET /api/externalentities/all?entityTypeId=: active clients or providers of one entity type.
import { useQuery } from '@tanstack/react-query';
import type { PickedExternalEntity } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getExternalEntities = (entityTypeId: number, signal?: AbortSignal) =>
  apiGet<PickedExternalEntity[]>('/externalentities/all', { entityTypeId }, signal);

export const externalEntitiesQueryOptions = (entityTypeId: number) =>
  lookupQueryOptions(lookupKeys.externalEntities(entityTypeId), (signal) => getExternalEntities(entityTypeId, signal));

/** Disabled until an external entity type (not 1) is chosen. */
export const useExternalEntities = (entityTypeId: number | null, enabled: boolean) =>
  useQuery({ ...externalEntitiesQueryOptions(entityTypeId ?? 0), enabled: enabled && !!entityTypeId });
