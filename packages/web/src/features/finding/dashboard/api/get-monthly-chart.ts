// GET /api/chartworkitem/getchartworkitemmonthly: the last 12 months by creation month (created, closed, closed in
// SLA). Internal users only (403 for others).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyChartRow } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

export const getMonthlyChart = (signal?: AbortSignal) =>
  apiGet<MonthlyChartRow[]>('/chartworkitem/getchartworkitemmonthly', undefined, signal);

export const monthlyChartQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.monthly, queryFn: ({ signal }) => getMonthlyChart(signal) });

export const useMonthlyChart = () => useQuery(monthlyChartQueryOptions());
