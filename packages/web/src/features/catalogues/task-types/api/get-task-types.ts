// GET /api/tasktypes: every task type, active or not (admin list, permission 22).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskType } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const getTaskTypes = (signal?: AbortSignal) => apiGet<TaskType[]>('/tasktypes', undefined, signal);

export const taskTypesQueryOptions = () =>
  queryOptions({ queryKey: taskTypesQueryKeys.list, queryFn: ({ signal }) => getTaskTypes(signal) });

export const useTaskTypes = () => useQuery(taskTypesQueryOptions());
