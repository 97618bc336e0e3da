// Cache keys of the task configuration screen; a save refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const taskConfigurationQueryKeys = catalogueQueryKeys('task-configuration');
