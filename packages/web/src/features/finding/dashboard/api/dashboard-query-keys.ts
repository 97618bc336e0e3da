// Cache keys of the dashboard. Counters change whenever anyone saves a ticket, so they are read fresh on each visit.
export type ChartShareKind = 'categories' | 'locations' | 'departments';

export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  expiring: ['dashboard', 'to-expire'] as const,
  shares: (kind: ChartShareKind) => ['dashboard', 'charts', kind] as const,
  monthly: ['dashboard', 'charts', 'monthly'] as const,
};
