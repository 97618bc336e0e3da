// GET /api/deparments/{id}: one department with its members.
import type { Department } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { departmentsQueryKeys } from './departments-query-keys';

export const getDepartment = (id: number, signal?: AbortSignal) => apiGet<Department>(`/deparments/${id}`, undefined, signal);

export const useDepartment = (id: number | null) => useCatalogueRecord(departmentsQueryKeys, getDepartment, id);
