// Cache keys of the roles screen; every change to a role refreshes `all` (and the role pickers, src/lib/lookups).
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const rolesQueryKeys = catalogueQueryKeys('roles');
