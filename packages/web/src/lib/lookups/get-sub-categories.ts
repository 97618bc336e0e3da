// GET /api/categories/{id}/subcategories/all: the active sub-categories of one category the user may pick.
import { useQuery } from '@tanstack/react-query';
import type { SubCategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getSubCategories = (categoryId: number, signal?: AbortSignal) =>
  apiGet<SubCategoryItem[]>(`/categories/${categoryId}/subcategories/all`, undefined, signal);

export const subCategoriesQueryOptions = (categoryId: number) =>
  lookupQueryOptions(lookupKeys.subCategoriesOfCategory(categoryId), (signal) => getSubCategories(categoryId, signal));

/** Nothing to load until a category is chosen. */
export const useSubCategories = (categoryId: number | null) =>
  useQuery({ ...subCategoriesQueryOptions(categoryId ?? 0), enabled: !!categoryId });
