// GET /api/categories/{id}/subcategories/all: the active sub-categories of one category the user may pick.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getSubCategories = (categoryId: number, signal?: AbortSignal) =>
  apiGet<SubCategoryItem[]>(`/categories/${categoryId}/subcategories/all`, undefined, signal);

export const subCategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: lookupKeys.subCategoriesOfCategory(categoryId),
    queryFn: ({ signal }) => getSubCategories(categoryId, signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

/** Nothing to load until a category is chosen. */
export const useSubCategories = (categoryId: number | null) =>
  useQuery({ ...subCategoriesQueryOptions(categoryId ?? 0), enabled: !!categoryId });
