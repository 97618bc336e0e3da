// Cache keys of the sub-categories screen (standalone or inside a category); every change refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const subCategoriesQueryKeys = catalogueQueryKeys('sub-categories');
