// POST /api/categories: a new category.
import type { Category, CategoryInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { categoriesQueryKeys } from './categories-query-keys';

export const createCategory = (input: CategoryInputParsed) => apiPost<Category>('/categories', input);

export const useCreateCategory = () => useCatalogueMutation(createCategory, [categoriesQueryKeys.all]);
