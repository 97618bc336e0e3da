// PUT /api/tasktypes/{id}: saves a task type.
import type { TaskType, TaskTypeInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const updateTaskType = ({ id, input }: { id: number; input: TaskTypeInputParsed }) =>
  apiPut<TaskType>(`/tasktypes/${id}`, input);

export const useUpdateTaskType = () => useCatalogueMutation(updateTaskType, [taskTypesQueryKeys.all]);
