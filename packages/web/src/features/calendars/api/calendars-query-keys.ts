// Cache keys of the calendars screen; every change to a calendar refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const calendarsQueryKeys = catalogueQueryKeys('calendars');
