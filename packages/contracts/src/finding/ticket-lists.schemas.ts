// Finding work: the three ticket lists, the dashboard summary and expiring tickets, the Buscador, the assigned
// report and the dashboard charts.
import { z } from 'zod';

const sortOrder = z.enum(['asc', 'desc']).default('desc');
const listSortFields = ['id', 'subject', 'subCategoryCode', 'status', 'createdByName', 'modifiedDate'] as const;

export const ticketListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.enum(['active', 'closed']).optional(),
  showEnded: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  sortField: z.enum(listSortFields).default('modifiedDate'),
  sortOrder,
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

export const ticketListRow = z.object({
  id: z.number(),
  subject: z.string(),
  subCategoryCode: z.string(),
  statusId: z.number(),
  status: z.string(),
  createdBy: z.number(),
  createdByName: z.string(),
  modifiedDate: z.string(),
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

const optionalNumber = z.coerce
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);
const searchSortFields = ['id', 'subject', 'subCategoryCode', 'status', 'createdByName', 'modifiedDate', 'createdDate'] as const;

export const ticketSearchFilter = z.object({
  startDate: z.iso.datetime({ offset: true }).nullish(),
  endDate: z.iso.datetime({ offset: true }).nullish(),
  workItemId: optionalNumber,
  categoryId: optionalNumber,
  subCategoryId: optionalNumber,
  locationId: optionalNumber,
  subject: z.string().trim().max(100).nullish(),
  assignedTo: optionalNumber,
  createdBy: optionalNumber,
  statusId: optionalNumber,
  severityId: optionalNumber,
  page: z.coerce.number().int().min(0).default(0),
  /** Up to 100 per page on screen; exports ask for everything (capped). */
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  all: z.boolean().default(false),
  sortField: z.enum(searchSortFields).default('modifiedDate'),
  sortOrder,
});
export type TicketSearchFilter = z.input<typeof ticketSearchFilter>;
export type TicketSearchFilterParsed = z.output<typeof ticketSearchFilter>;
export const SEARCH_EXPORT_LIMIT = 50_000;

export const ticketSearchRow = ticketListRow.extend({
  categoryName: z.string(),
  companyLocationName: z.string().nullable(),
  severity: z.string(),
  assignedToName: z.string().nullable(),
  createdDate: z.string(),
  expireDate: z.string().nullable(),
});
export type TicketSearchRow = z.infer<typeof ticketSearchRow>;

export const assignedReportQuery = z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) });

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

export const CHART_PERIOD_DAYS = 30;
export const MONTH_LABELS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

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
