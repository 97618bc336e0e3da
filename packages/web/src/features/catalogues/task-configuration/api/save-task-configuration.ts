// POST /api/tasks/savemultiple: the task type's tasks for the sub-categories of one category, all or none.
import type { TaskConfigurationInputParsed, TaskConfigurationRow } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { taskConfigurationQueryKeys } from './task-configuration-query-keys';

export const saveTaskConfiguration = (input: TaskConfigurationInputParsed) =>
  apiPost<TaskConfigurationRow[]>('/tasks/savemultiple', input);

export const useSaveTaskConfiguration = () => useCatalogueMutation(saveTaskConfiguration, [taskConfigurationQueryKeys.all]);
