// Cache keys of the permission screen; a save refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const permissionsQueryKeys = catalogueQueryKeys('permission-assignments');

/** The signed-in user's own permissions (src/lib/permissions): a save may change them. */
export const OWN_PERMISSIONS_KEY = ['auth', 'permissions'] as const;
