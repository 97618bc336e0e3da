// GET /api/subcategories/all: active sub-categories the user may pick (the attachment rule's sub-category table).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategoryItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getSubCategoryOptions = (signal?: AbortSignal) => apiGet<SubCategoryItem[]>('/subcategories/all', undefined, signal);

export const subCategoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('sub-categories'),
    queryFn: ({ signal }) => getSubCategoryOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useSubCategoryOptions = () => useQuery(subCategoryOptionsQueryOptions());
