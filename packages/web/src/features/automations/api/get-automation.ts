// GET /api/automations/{id}: one rule for its detail.
import type { Automation } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { automationsQueryKeys } from './automations-query-keys';

export const getAutomation = (id: number, signal?: AbortSignal) => apiGet<Automation>(`/automations/${id}`, undefined, signal);

export const useAutomation = (id: number | null) => useCatalogueRecord(automationsQueryKeys, getAutomation, id);
