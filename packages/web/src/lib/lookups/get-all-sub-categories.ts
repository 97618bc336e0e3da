// GET /api/subcategories/all: every active sub-category the user may pick, of any category (the attachment rule's
// sub-category table).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getAllSubCategories = (signal?: AbortSignal) => apiGet<SubCategoryItem[]>('/subcategories/all', undefined, signal);

export const allSubCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.allSubCategories(),
    queryFn: ({ signal }) => getAllSubCategories(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useAllSubCategories = () => useQuery(allSubCategoriesQueryOptions());
