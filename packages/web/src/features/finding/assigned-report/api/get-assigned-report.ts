// GET /api/workitems/assigned-report: tickets with a responsible created in the range (within what the user may see),
// one page at a time, narrowed by the drop-downs' choices and sorted by the server, with each drop-down's options;
// or every row at once for the export (`all`, capped by the server at 50,000). A page whose previous page is still
// in the cache asks for the tickets after that page's last one (`after`), so the server starts there instead of
// skipping every page before it. Another order or page under a range and choices the cache already answered asks for
// its rows alone (`/rows`) and keeps that answer's total and drop-downs: the server does not count them again.
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AssignedReportFilterKey, AssignedReportPage, AssignedReportQuery, AssignedReportRows } from '@tms/contracts';
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

export const getAssignedReport = ({ range, choices, paging }: ReportRequest, all = false, signal?: AbortSignal, after?: number) =>
  apiGet<AssignedReportPage>('/workitems/assigned-report', { ...range, ...choices, ...paging, all, after }, signal);

/** Every row under the choices in the order shown, for the export. */
export const getAllAssignedReportRows = async (request: ReportRequest) =>
  (await getAssignedReport({ ...request, paging: { ...request.paging, page: 0 } }, true)).rows;

const reportKey = (request: ReportRequest) => ['assigned-report', request] as const;

/** The last ticket of the page before `request`'s, when the cache holds that page. */
function previousPageLast(client: QueryClient, request: ReportRequest) {
  if (request.paging.page === 0) return undefined;
  const previous = { ...request, paging: { ...request.paging, page: request.paging.page - 1 } };
  return client.getQueryData<AssignedReportPage>(reportKey(previous))?.rows.at(-1)?.id;
}

/** Range and choices as one comparable text (the choices' keys in order). */
const underChoices = ({ range, choices }: ReportRequest) =>
  JSON.stringify([range.start, range.end, Object.entries(choices).sort(([a], [b]) => a.localeCompare(b))]);

/** A whole answer (total and drop-downs) the cache holds for another order or page under the request's range and choices. */
function answerUnderSameChoices(client: QueryClient, request: ReportRequest) {
  const wanted = underChoices(request);
  const own = JSON.stringify(reportKey(request));
  return client
    .getQueriesData<AssignedReportPage>({ queryKey: ['assigned-report'] })
    .find(([key, data]) => data && JSON.stringify(key) !== own && underChoices(key[1] as ReportRequest) === wanted)?.[1];
}

async function readReport(client: QueryClient, request: ReportRequest, signal: AbortSignal) {
  const after = previousPageLast(client, request);
  const known = answerUnderSameChoices(client, request);
  if (!known) return getAssignedReport(request, false, signal, after);
  const { range, choices, paging } = request;
  const { rows } = await apiGet<AssignedReportRows>(
    '/workitems/assigned-report/rows',
    { ...range, ...choices, ...paging, after },
    signal,
  );
  return { ...known, rows };
}

export const assignedReportQueryOptions = (client: QueryClient, request: ReportRequest) =>
  queryOptions({
    queryKey: reportKey(request),
    queryFn: ({ signal }) => readReport(client, request, signal),
    staleTime: 0,
  });

export const useAssignedReport = (request: ReportRequest) =>
  useQuery({ ...assignedReportQueryOptions(useQueryClient(), request), placeholderData: keepPreviousData });
