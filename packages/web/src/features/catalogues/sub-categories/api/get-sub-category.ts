// GET /api/subcategories/{id}: one sub-category with its category's name and its public configs.
import type { SubCategory } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getSubCategory = (id: number, signal?: AbortSignal) =>
  apiGet<SubCategory>(`/subcategories/${id}`, undefined, signal);

export const useSubCategory = (id: number | null) => useCatalogueRecord(subCategoriesQueryKeys, getSubCategory, id);
