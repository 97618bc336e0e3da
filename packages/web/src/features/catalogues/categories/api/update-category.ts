// PUT /api/categories/{id}: saves a category's general data.
import type { Category, CategoryInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { categoriesQueryKeys } from './categories-query-keys';

export const updateCategory = ({ id, input }: { id: number; input: CategoryInputParsed }) =>
  apiPut<Category>(`/categories/${id}`, input);

export const useUpdateCategory = () => useCatalogueMutation(updateCategory, [categoriesQueryKeys.all]);
