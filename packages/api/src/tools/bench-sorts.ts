// `npm run bench`'s sorts (docs/performance.md#sorts): every sort the screens offer — each column of the lists, the
// Buscador and the assigned report, both directions — in the shapes people use: the lists as they open and with a
// quick filter; the Buscador with a common word, with no filter over 12 months, with filters over 90 days and as it
// opens (this month); the report over 30 days, over 12 months and at a deep page (page 300 of this month, 100 rows a
// page, read after page 299's last ticket as the report screen asks for it; each order but the opening one, and each
// next page, as the screen asks for them: rows alone, the total and drop-downs kept from the first answer). Measured
// for the first user of BENCH_USERS only (the supervisor, who sees every ticket), BENCH_SORT_SECONDS each (default
// 2). Goals: lists 30 ms, Buscador and report 100 ms p95.
import { TicketStatus, listSortFields, reportSortFields, searchSortFields } from '@tms/contracts';

export interface SortCall {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  goalP95: number;
  /** The page before this one, read first so this page starts after its last ticket. */
  previousPage?: string;
}

const LIST_GOAL = 30;
const SEARCH_GOAL = 100;
const DAY_MS = 86_400_000;
const DIRECTIONS = ['asc', 'desc'] as const;
const LISTS = ['sent', 'received', 'subscribed'] as const;
const DEEP_REPORT_PAGE = 299;

const listShapes: [name: string, query: string][] = [
  ['', ''],
  ['en progreso', `&statusId=${TicketStatus.InProgress}`],
];

function searchShapes(now: Date): [name: string, body: Record<string, unknown>][] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  return [
    ['impresora', { subject: 'impresora' }],
    ['12 meses', { startDate: daysAgo(365), endDate: now.toISOString() }],
    ['90 días filtros', { statusId: TicketStatus.Finished, severityId: 2, locationId: 1, startDate: daysAgo(90) }],
    ['este mes', { startDate: monthStart, endDate: now.toISOString() }],
  ];
}

function reportShapes(now: Date): [name: string, query: string, previousQuery?: string][] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  return [
    ['30 días', `start=${daysAgo(30)}&end=${now.toISOString()}`],
    ['12 meses', `start=${daysAgo(365)}&end=${now.toISOString()}`],
    [
      'mes, página 300',
      `start=${monthStart}&end=${now.toISOString()}&page=${DEEP_REPORT_PAGE}&pageSize=100`,
      `start=${monthStart}&end=${now.toISOString()}&page=${DEEP_REPORT_PAGE - 1}&pageSize=100`,
    ],
  ];
}

const sortName = (where: string, shape: string, field: string, direction: string) =>
  `sort ${where}${shape ? ` (${shape})` : ''} ${field} ${direction}`;

/** Every sort of every list, Buscador shape and report shape, each direction. */
export function sortCalls(now: Date = new Date()): SortCall[] {
  const calls: SortCall[] = [];
  for (const direction of DIRECTIONS) {
    for (const list of LISTS)
      for (const [shape, query] of listShapes)
        for (const field of listSortFields)
          calls.push({
            name: sortName(list, shape, field, direction),
            path: `/api/workitems/${list}?sortField=${field}&sortOrder=${direction}${query}`,
            goalP95: LIST_GOAL,
          });
    for (const [shape, body] of searchShapes(now))
      for (const field of searchSortFields)
        calls.push({
          name: sortName('buscador', shape, field, direction),
          method: 'POST',
          path: '/api/workitems/search',
          body: { ...body, sortField: field, sortOrder: direction },
          goalP95: SEARCH_GOAL,
        });
    for (const [shape, query, previousQuery] of reportShapes(now))
      for (const field of reportSortFields) {
        // The screen opens by creation date, newest first, with the total and drop-downs; another order or page asks
        // for its rows alone.
        const opening = field === 'createdDate' && direction === 'desc' && !previousQuery;
        const endpoint = opening ? 'assigned-report' : 'assigned-report/rows';
        const report = (q: string) => `/api/workitems/${endpoint}?${q}&sortField=${field}&sortOrder=${direction}`;
        calls.push({
          name: sortName('reporte', shape, field, direction),
          path: report(query),
          goalP95: SEARCH_GOAL,
          ...(previousQuery ? { previousPage: report(previousQuery) } : {}),
        });
      }
  }
  return calls;
}
