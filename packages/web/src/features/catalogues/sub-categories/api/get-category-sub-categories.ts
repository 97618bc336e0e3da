// GET /api/categories/{id}/subcategories: every sub-category of one category, active or not (the list embedded in
// the category screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategory } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getCategorySubCategories = (categoryId: number, signal?: AbortSignal) =>
  apiGet<SubCategory[]>(`/categories/${categoryId}/subcategories`, undefined, signal);

export const categorySubCategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: subCategoriesQueryKeys.of('category', categoryId),
    queryFn: ({ signal }) => getCategorySubCategories(categoryId, signal),
  });

export const useCategorySubCategories = (categoryId: number | null) =>
  useQuery({ ...categorySubCategoriesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
