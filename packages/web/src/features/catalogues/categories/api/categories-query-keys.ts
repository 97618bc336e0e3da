// Cache keys of the categories screen; every change to a category or its branches refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const categoriesQueryKeys = catalogueQueryKeys('categories');
