// Cache keys of the canned responses screen; every change refreshes `all` (and the editor's picker, a lookup).
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const cannedResponsesQueryKeys = catalogueQueryKeys('canned-responses');
