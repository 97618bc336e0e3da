// Cache keys of the task types screen; every change to a task type refreshes `all`.
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const taskTypesQueryKeys = catalogueQueryKeys('task-types');
