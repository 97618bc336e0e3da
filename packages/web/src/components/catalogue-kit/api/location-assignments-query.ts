// The read behind a 'Sucursales' tab (categories, sub-categories): every branch for one record with the responsible
// the tab starts from, linked ones as stored; read afresh each time the tab opens.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueQueryKeys } from './catalogue-query-keys';

type ReadAssignments<T> = (id: number, ownerId: number, signal?: AbortSignal) => Promise<T[]>;

export const locationAssignmentsQueryOptions = <T>(
  keys: CatalogueQueryKeys,
  read: ReadAssignments<T>,
  id: number,
  ownerId: number,
) =>
  queryOptions({ queryKey: keys.of('locations', id, ownerId), queryFn: ({ signal }) => read(id, ownerId, signal), staleTime: 0 });
