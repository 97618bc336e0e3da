// The read of one catalogue record by id (GET c/{id}) for its detail: read afresh each time the detail opens, and not
// at all while the id is null (a new record). Each catalogue's `api/get-<record>.ts` names its own over its fetcher.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueQueryKeys } from './catalogue-query-keys';

type ReadRecord<T> = (id: number, signal?: AbortSignal) => Promise<T>;

const catalogueRecordQueryOptions = <T>(keys: CatalogueQueryKeys, read: ReadRecord<T>, id: number) =>
  queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => read(id, signal), staleTime: 0 });

export const useCatalogueRecord = <T>(keys: CatalogueQueryKeys, read: ReadRecord<T>, id: number | null) =>
  useQuery({ ...catalogueRecordQueryOptions(keys, read, id ?? 0), enabled: id !== null });
