// GET /api/tasks/{taskTypeId}/category/{categoryId}: every sub-category of the category, active when the task type
// is configured for it, with its isRequired flag.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskConfigurationRow } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { taskConfigurationQueryKeys } from './task-configuration-query-keys';

export const getTaskConfiguration = (taskTypeId: number, categoryId: number, signal?: AbortSignal) =>
  apiGet<TaskConfigurationRow[]>(`/tasks/${taskTypeId}/category/${categoryId}`, undefined, signal);

export const taskConfigurationQueryOptions = (taskTypeId: number, categoryId: number) =>
  queryOptions({
    queryKey: taskConfigurationQueryKeys.of(taskTypeId, categoryId),
    queryFn: ({ signal }) => getTaskConfiguration(taskTypeId, categoryId, signal),
    staleTime: 0,
  });

/** Waits until both a task type and a category are chosen. */
export const useTaskConfiguration = (taskTypeId: number | null, categoryId: number | null) =>
  useQuery({ ...taskConfigurationQueryOptions(taskTypeId ?? 0, categoryId ?? 0), enabled: !!taskTypeId && !!categoryId });
