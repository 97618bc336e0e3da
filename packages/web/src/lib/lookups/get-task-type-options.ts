// GET /api/tasktypes/all: the active task types (the task configuration's drop-down).
import { useQuery } from '@tanstack/react-query';
import type { TaskType } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getTaskTypeOptions = (signal?: AbortSignal) => apiGet<TaskType[]>('/tasktypes/all', undefined, signal);

export const taskTypeOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.taskTypes(), getTaskTypeOptions);

export const useTaskTypeOptions = () => useQuery(taskTypeOptionsQueryOptions());
