// GET /api/tasktypes/all: active task types (the task configuration's drop-down).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskType } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getTaskTypeOptions = (signal?: AbortSignal) => apiGet<TaskType[]>('/tasktypes/all', undefined, signal);

export const taskTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('task-types'),
    queryFn: ({ signal }) => getTaskTypeOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useTaskTypeOptions = () => useQuery(taskTypeOptionsQueryOptions());
