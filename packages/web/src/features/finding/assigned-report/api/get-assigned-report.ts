// GET /api/workitems/assigned-report?start=&end=: tickets with a responsible created in the range (within what the
// user may see), with the names the report's drop-downs are built from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedReportRow } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';

export interface ReportRange {
  start: string;
  end: string;
}

export const getAssignedReport = (range: ReportRange, signal?: AbortSignal) =>
  apiGet<AssignedReportRow[]>('/workitems/assigned-report', { start: range.start, end: range.end }, signal);

export const assignedReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['assigned-report', range] as const,
    queryFn: ({ signal }) => getAssignedReport(range, signal),
    staleTime: 0,
  });

export const useAssignedReport = (range: ReportRange) => useQuery(assignedReportQueryOptions(range));
