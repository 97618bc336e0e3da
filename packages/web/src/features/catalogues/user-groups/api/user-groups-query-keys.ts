// Cache keys of the groups screen; every change to a group refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const userGroupsQueryKeys = catalogueQueryKeys('user-groups');
