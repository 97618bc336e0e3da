// A rule's logs: GET /api/automations/{id}/runs (its last runs, newest first, at most 50, with their result) and
// GET /api/automations/{id}/deliveries (its webhook calls, newest first, at most 100, with their last answer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationRun, WebhookDelivery } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { automationsQueryKeys } from './automations-query-keys';

interface RuleLogs {
  runs: AutomationRun;
  deliveries: WebhookDelivery;
}

/** The engine and the webhook worker keep writing the logs: read again whenever a table is shown. */
const ruleLogQueryOptions = <L extends keyof RuleLogs>(log: L, id: number) =>
  queryOptions({
    queryKey: automationsQueryKeys.of(log, id),
    queryFn: ({ signal }) => apiGet<RuleLogs[L][]>(`/automations/${id}/${log}`, undefined, signal),
    staleTime: 0,
  });

export const useAutomationRuns = (id: number) => useQuery(ruleLogQueryOptions('runs', id));
export const useWebhookDeliveries = (id: number) => useQuery(ruleLogQueryOptions('deliveries', id));
