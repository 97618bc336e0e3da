// Cache keys of the branches screen; every change to a branch refreshes `all` (and the pickers, src/lib/lookups).
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const companyLocationsQueryKeys = catalogueQueryKeys('company-locations');
