// POST /api/tasktypes: a new task type.
import type { TaskType, TaskTypeInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const createTaskType = (input: TaskTypeInputParsed) => apiPost<TaskType>('/tasktypes', input);

export const useCreateTaskType = () => useCatalogueMutation(createTaskType, [taskTypesQueryKeys.all]);
