// GET /api/subcategories/{id}: one sub-category with its category's name and its public configs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategory } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getSubCategory = (id: number, signal?: AbortSignal) =>
  apiGet<SubCategory>(`/subcategories/${id}`, undefined, signal);

export const subCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: subCategoriesQueryKeys.detail(id),
    queryFn: ({ signal }) => getSubCategory(id, signal),
    staleTime: 0,
  });

export const useSubCategory = (id: number | null) => useQuery({ ...subCategoryQueryOptions(id ?? 0), enabled: id !== null });
