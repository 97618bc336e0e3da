// GET /api/workitems/assigned-report: tickets with a responsible created in the range (within what the user may see),
// one page at a time, narrowed by the drop-downs' choices and sorted by the server, with each drop-down's options;
// or every row at once for the export (`all`, capped by the server at 50,000).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedReportFilterKey, AssignedReportPage, AssignedReportQuery } from '@tms/contracts';
import type { ServerPaging } from '@/components/data-table/use-server-paging';
import { apiGet } from '@/lib/api/api-client';

export interface ReportRange {
  start: string;
  end: string;
}

/** The drop-downs' choices: an id per chosen drop-down. */
export type ReportChoices = Partial<Record<AssignedReportFilterKey, number>>;

export type ReportPaging = ServerPaging<NonNullable<AssignedReportQuery['sortField']>>;

export interface ReportRequest {
  range: ReportRange;
  choices: ReportChoices;
  paging: ReportPaging;
}

export const getAssignedReport = ({ range, choices, paging }: ReportRequest, all = false, signal?: AbortSignal) =>
  apiGet<AssignedReportPage>('/workitems/assigned-report', { ...range, ...choices, ...paging, all }, signal);

/** Every row under the choices in the order shown, for the export. */
export const getAllAssignedReportRows = async (request: ReportRequest) =>
  (await getAssignedReport({ ...request, paging: { ...request.paging, page: 0 } }, true)).rows;

export const assignedReportQueryOptions = (request: ReportRequest) =>
  queryOptions({
    queryKey: ['assigned-report', request] as const,
    queryFn: ({ signal }) => getAssignedReport(request, false, signal),
    staleTime: 0,
  });

export const useAssignedReport = (request: ReportRequest) =>
  useQuery({ ...assignedReportQueryOptions(request), placeholderData: keepPreviousData });
