// GET /api/categories/{id}: one category with its public configs.
import type { Category } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { categoriesQueryKeys } from './categories-query-keys';

export const getCategory = (id: number, signal?: AbortSignal) => apiGet<Category>(`/categories/${id}`, undefined, signal);

export const useCategory = (id: number | null) => useCatalogueRecord(categoriesQueryKeys, getCategory, id);
