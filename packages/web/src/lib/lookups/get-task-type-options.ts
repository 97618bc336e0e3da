// GET /api/tasktypes/all: the active task types (the task configuration's drop-down).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskType } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getTaskTypeOptions = (signal?: AbortSignal) => apiGet<TaskType[]>('/tasktypes/all', undefined, signal);

export const taskTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.taskTypes(),
    queryFn: ({ signal }) => getTaskTypeOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useTaskTypeOptions = () => useQuery(taskTypeOptionsQueryOptions());
