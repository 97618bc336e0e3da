// GET /api/tasktypes/{id}: one task type for its detail.
import type { TaskType } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { taskTypesQueryKeys } from './task-types-query-keys';

export const getTaskType = (id: number, signal?: AbortSignal) => apiGet<TaskType>(`/tasktypes/${id}`, undefined, signal);

export const useTaskType = (id: number | null) => useCatalogueRecord(taskTypesQueryKeys, getTaskType, id);
