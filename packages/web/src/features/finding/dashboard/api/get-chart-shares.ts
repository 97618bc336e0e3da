// GET /api/chartworkitem/getchartworkitem{categories,locations,departments}: tickets created in the last 30 days by
// category, branch or department, with whole-number percentages. Internal users only (403 for others).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartShareRow } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { dashboardQueryKeys, type ChartShareKind } from './dashboard-query-keys';

export const getChartShares = (kind: ChartShareKind, signal?: AbortSignal) =>
  apiGet<ChartShareRow[]>(`/chartworkitem/getchartworkitem${kind}`, undefined, signal);

export const chartSharesQueryOptions = (kind: ChartShareKind) =>
  queryOptions({ queryKey: dashboardQueryKeys.shares(kind), queryFn: ({ signal }) => getChartShares(kind, signal) });

export const useChartShares = (kind: ChartShareKind) => useQuery(chartSharesQueryOptions(kind));
