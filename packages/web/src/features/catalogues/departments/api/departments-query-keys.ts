// Cache keys of the departments screen; every change to a department or its members refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const departmentsQueryKeys = catalogueQueryKeys('departments');
