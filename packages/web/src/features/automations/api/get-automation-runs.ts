// GET /api/automations/{id}/runs: the rule's last runs (newest first, at most 50), with their result.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationRun } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { automationsQueryKeys } from './automations-query-keys';

export const getAutomationRuns = (id: number, signal?: AbortSignal) =>
  apiGet<AutomationRun[]>(`/automations/${id}/runs`, undefined, signal);

/** The engine keeps running the rule: read again whenever the table is shown. */
export const automationRunsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: automationsQueryKeys.of('runs', id),
    queryFn: ({ signal }) => getAutomationRuns(id, signal),
    staleTime: 0,
  });

export const useAutomationRuns = (id: number) => useQuery(automationRunsQueryOptions(id));
