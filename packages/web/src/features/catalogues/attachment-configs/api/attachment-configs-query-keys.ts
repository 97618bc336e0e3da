// Cache keys of the attachment rules screen; every change to a rule refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const attachmentConfigsQueryKeys = catalogueQueryKeys('attachment-configs');
