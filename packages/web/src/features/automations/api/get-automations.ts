// GET /api/automations: every rule of the company, active or not (permission 30).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Automation } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { automationsQueryKeys } from './automations-query-keys';

export const getAutomations = (signal?: AbortSignal) => apiGet<Automation[]>('/automations', undefined, signal);

export const automationsQueryOptions = () =>
  queryOptions({ queryKey: automationsQueryKeys.list, queryFn: ({ signal }) => getAutomations(signal) });

export const useAutomations = () => useQuery(automationsQueryOptions());
