// Finding work: the three ticket lists, the dashboard summary and expiring tickets, the Buscador, the assigned
// report and the dashboard charts. Every bad query or filter is a 400 with a Spanish message per field.
import { z } from 'zod';
import { isStorableDate } from '../common/database-range';
import { MAX_ID } from '../common/fields';
import { messages } from '../common/messages';
import { pageOf } from '../common/pagination';

const MAX_PAGE_SIZE = 100;
export const REPORT_MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 10;
const SUBJECT_FILTER_MAX = 100;

export const findingMessages = {
  wholeNumber: 'Ingrese un número entero válido.',
  pageSize: `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`,
  reportPageSize: `El tamaño de página debe estar entre 1 y ${REPORT_MAX_PAGE_SIZE}.`,
  invalidDate: 'Ingrese una fecha válida.',
  trueOrFalse: 'El valor debe ser verdadero o falso.',
  invalidText: 'Ingrese un texto válido.',
} as const;

const option = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: messages.invalidOption });
const sortOrder = option(['asc', 'desc']).default('desc');
const wholeNumber = () => z.coerce.number({ error: findingMessages.wholeNumber }).int(findingMessages.wholeNumber);
const page = wholeNumber().min(0, findingMessages.wholeNumber).max(MAX_ID, findingMessages.wholeNumber).default(0);
const pageSize = wholeNumber()
  .min(1, findingMessages.pageSize)
  .max(MAX_PAGE_SIZE, findingMessages.pageSize)
  .default(DEFAULT_PAGE_SIZE);
/** An ISO 8601 instant with its offset, within what the database stores. */
const dateTime = () =>
  z.iso.datetime({ offset: true, error: findingMessages.invalidDate }).refine(isStorableDate, findingMessages.invalidDate);
/** An optional id: positive and within the database's integer range; null when absent. */
const optionalId = wholeNumber()
  .positive(findingMessages.wholeNumber)
  .max(MAX_ID, findingMessages.wholeNumber)
  .nullish()
  .transform((v) => v ?? null);
/**
 * `expireDate`: a ticket without an expiry never expires, so it sorts as the latest deadline (last ascending, first
 * descending) and one index serves both directions (docs/product/finding.md#ticket-lists).
 */
/** The columns the lists and the Buscador both sort by. */
const commonSortFields = ['id', 'subject', 'subCategoryCode', 'status', 'createdByName', 'modifiedDate'] as const;

export const listSortFields = [...commonSortFields, 'expireDate'] as const;

export const ticketListQuery = z.object(
  {
    page,
    pageSize,
    filter: option(['active', 'closed']).optional(),
    showEnded: option(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Quick filters (docs/product/finding.md#ticket-lists): one status, one severity, and 'Vencidos' (past
     * expireDate, not finished).
     */
    statusId: optionalId,
    severityId: optionalId,
    overdue: option(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    sortField: option(listSortFields).default('modifiedDate'),
    sortOrder,
  },
  { error: messages.badRequest },
);
export type TicketListQuery = z.input<typeof ticketListQuery>;
export type TicketListQueryParsed = z.output<typeof ticketListQuery>;

export const ticketListRow = z.object({
  id: z.number(),
  subject: z.string(),
  subCategoryCode: z.string(),
  statusId: z.number(),
  status: z.string(),
  createdBy: z.number(),
  createdByName: z.string(),
  modifiedDate: z.string(),
  expireDate: z.string().nullable(),
  assignedToName: z.string().nullable(),
  /** Escalated at its current deadline ('Escalado', docs/product/automations.md); always sent by the server. */
  escalated: z.boolean().optional(),
});
export type TicketListRow = z.infer<typeof ticketListRow>;

export const ticketSummary = z.object({
  initialTickets: z.number(),
  closedTickets: z.number(),
  assignedTickets: z.number(),
  totalSubscribedTickets: z.number(),
  totalSentTickets: z.number(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const expiringTicket = z.object({
  id: z.number(),
  subject: z.string(),
  expireDate: z.string(),
  statusId: z.number(),
  status: z.string(),
});
export type ExpiringTicket = z.infer<typeof expiringTicket>;

/** `assignedToName`: by the responsible's name, tickets without one last in either direction. */
export const searchSortFields = [...commonSortFields, 'createdDate', 'assignedToName'] as const;

export const ticketSearchFilter = z.object(
  {
    startDate: dateTime().nullish(),
    endDate: dateTime().nullish(),
    workItemId: optionalId,
    categoryId: optionalId,
    subCategoryId: optionalId,
    locationId: optionalId,
    subject: z
      .string({ error: findingMessages.invalidText })
      .trim()
      .max(SUBJECT_FILTER_MAX, messages.maxLength(SUBJECT_FILTER_MAX))
      .nullish(),
    assignedTo: optionalId,
    createdBy: optionalId,
    statusId: optionalId,
    severityId: optionalId,
    page,
    /** Up to MAX_PAGE_SIZE per page on screen; exports ask for everything (capped). */
    pageSize,
    all: z.boolean({ error: findingMessages.trueOrFalse }).default(false),
    sortField: option(searchSortFields).default('modifiedDate'),
    sortOrder,
  },
  { error: messages.badRequest },
);
export type TicketSearchFilter = z.input<typeof ticketSearchFilter>;
export type TicketSearchFilterParsed = z.output<typeof ticketSearchFilter>;
export const SEARCH_EXPORT_LIMIT = 50_000;

export const ticketSearchRow = ticketListRow.extend({
  categoryName: z.string(),
  companyLocationName: z.string().nullable(),
  severity: z.string(),
  createdDate: z.string(),
});
export type TicketSearchRow = z.infer<typeof ticketSearchRow>;

/**
 * The Buscador counts matches up to SEARCH_TOTAL_CAP (decision 0010): past it `total` is the cap and `totalCapped`
 * is true ("más de 1,000"), since an exact count over hundreds of thousands of matches costs seconds.
 */
export const SEARCH_TOTAL_CAP = 1_000;
export const ticketSearchPage = pageOf(ticketSearchRow).extend({ totalCapped: z.boolean() });
export type TicketSearchPage = z.infer<typeof ticketSearchPage>;

/** The assigned report's drop-downs (docs/product/finding.md#assigned-report), in the order shown. */
export const ASSIGNED_REPORT_FILTERS = [
  'companyLocationId',
  'categoryId',
  'subCategoryId',
  'severityId',
  'statusId',
  'userId',
] as const;
export type AssignedReportFilterKey = (typeof ASSIGNED_REPORT_FILTERS)[number];
export const reportSortFields = [
  'createdDate',
  'id',
  'subject',
  'companyLocationName',
  'subCategoryName',
  'categoryName',
  'severity',
  'status',
  'closingTime',
  'userName',
] as const;
const reportPageSize = wholeNumber()
  .min(1, findingMessages.reportPageSize)
  .max(REPORT_MAX_PAGE_SIZE, findingMessages.reportPageSize)
  .default(100);

/**
 * The assigned report pages, sorts and filters on the server (decision 0010): a month at a million tickets holds
 * tens of thousands of assigned tickets, too many to send for the browser to filter. `all` asks for every row (up to
 * SEARCH_EXPORT_LIMIT) for the export.
 */
export const assignedReportQuery = z.object(
  {
    start: dateTime(),
    end: dateTime(),
    companyLocationId: optionalId,
    categoryId: optionalId,
    subCategoryId: optionalId,
    severityId: optionalId,
    statusId: optionalId,
    userId: optionalId,
    page,
    pageSize: reportPageSize,
    /**
     * The number of the previous page's last ticket, when the browser has it: the page starts after that ticket's
     * place in the order instead of skipping `page` pages (a deep page costs what the first does). Ignored when that
     * ticket is not among the report's tickets under the same choices.
     */
    after: optionalId,
    all: option(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    sortField: option(reportSortFields).default('createdDate'),
    sortOrder,
  },
  { error: messages.badRequest },
);
export type AssignedReportQuery = z.input<typeof assignedReportQuery>;
export type AssignedReportQueryParsed = z.output<typeof assignedReportQuery>;

export const assignedReportRow = z.object({
  id: z.number(),
  subject: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  subCategoryId: z.number(),
  subCategoryName: z.string(),
  companyLocationId: z.number().nullable(),
  companyLocationName: z.string().nullable(),
  statusId: z.number(),
  status: z.string(),
  severityId: z.number(),
  severity: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  closedDate: z.string().nullable(),
});
export type AssignedReportRow = z.infer<typeof assignedReportRow>;

export const assignedReportOption = z.object({ value: z.number(), label: z.string() });
export type AssignedReportOption = z.infer<typeof assignedReportOption>;

/**
 * One page of the report, its exact total under every choice, and each drop-down's options: the values still
 * possible under the other choices, by name. `severalUsers`: the range holds more than one responsible, so the
 * 'Usuario' drop-down and the 'Asignado a' column show.
 */
export const assignedReportPage = pageOf(assignedReportRow).extend({
  options: z.object(
    Object.fromEntries(ASSIGNED_REPORT_FILTERS.map((key) => [key, z.array(assignedReportOption)])) as Record<
      AssignedReportFilterKey,
      z.ZodArray<typeof assignedReportOption>
    >,
  ),
  severalUsers: z.boolean(),
});
export type AssignedReportPage = z.infer<typeof assignedReportPage>;

/**
 * A page of the report without its total and options (GET /workitems/assigned-report/rows): another order or page
 * under the same range and choices, whose total and drop-downs the screen already shows.
 */
export const assignedReportRows = z.object({ rows: z.array(assignedReportRow) });
export type AssignedReportRows = z.infer<typeof assignedReportRows>;

export const chartShareRow = z.object({
  id: z.number().nullable(),
  name: z.string(),
  tickets: z.number(),
  percentage: z.number(),
});
export type ChartShareRow = z.infer<typeof chartShareRow>;

export const monthlyChartRow = z.object({
  month: z.number(),
  year: z.number(),
  rowIndex: z.number(),
  totalInSLA: z.number(),
  totalTicketClosed: z.number(),
  totalTicketMonth: z.number(),
});
export type MonthlyChartRow = z.infer<typeof monthlyChartRow>;

/** Whole-number shares that add up to exactly 100 (largest remainders), for the dashboard's share tables. */
export function wholePercentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - floors[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    floors[i] += 1;
  }
  return floors;
}
