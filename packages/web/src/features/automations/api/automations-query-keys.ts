// Cache keys of the automations screen; every change refreshes `all` (the list, a rule and its runs).
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const automationsQueryKeys = catalogueQueryKeys('automations');
