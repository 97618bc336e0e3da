// GET /api/tasktypes/{id}: one task type for its detail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskType } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const getTaskType = (id: number, signal?: AbortSignal) => apiGet<TaskType>(`/tasktypes/${id}`, undefined, signal);

export const taskTypeQueryOptions = (id: number) =>
  queryOptions({ queryKey: taskTypesQueryKeys.detail(id), queryFn: ({ signal }) => getTaskType(id, signal), staleTime: 0 });

export const useTaskType = (id: number | null) => useQuery({ ...taskTypeQueryOptions(id ?? 0), enabled: id !== null });
