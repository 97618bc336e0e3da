// Cache keys of the departments screen; every change to a department or its members refreshes `all`.
import { catalogueQueryKeys } from '@/features/catalogue-kit/api/catalogue-query-keys';

export const departmentsQueryKeys = catalogueQueryKeys('departments');
