// Finding rows as the API shows them: dates as ISO text, chart shares with whole percentages that add up to 100.
import {
  wholePercentages,
  type AssignedReportPage,
  type AssignedReportRow,
  type ChartShareRow,
  type ExpiringTicket,
  type TicketListRow,
  type TicketSearchPage,
  type TicketSearchRow,
} from '@tms/contracts';
import type { ReportPage, ReportRow } from './assigned-report.repository';
import type { ExpiringRow, ListRow, SearchRow, ShareRow } from './ticket-lists.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

export const presentListRow = (r: ListRow): TicketListRow => ({
  id: r.id,
  subject: r.subject,
  subCategoryCode: r.subCategoryCode,
  statusId: r.statusId,
  status: r.status,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  modifiedDate: iso(r.modifiedDate),
  expireDate: isoOrNull(r.expireDate),
  assignedToName: r.assignedToName,
  escalated: r.escalated,
});

export const presentSearchRow = (r: SearchRow): TicketSearchRow => ({
  ...presentListRow(r),
  categoryName: r.categoryName,
  companyLocationName: r.companyLocationName,
  severity: r.severity,
  createdDate: iso(r.createdDate),
});

/** A Buscador page: its rows, and whether the total stopped counting at the cap. */
export const presentSearchPage = (page: { rows: SearchRow[]; total: number; totalCapped: boolean }): TicketSearchPage => ({
  ...presentPage(page, presentSearchRow),
  totalCapped: page.totalCapped,
});

export const presentExpiring = (r: ExpiringRow): ExpiringTicket => ({ ...r, expireDate: iso(r.expireDate) });

export const presentReportRow = (r: ReportRow): AssignedReportRow => ({
  ...r,
  createdDate: iso(r.createdDate),
  modifiedDate: iso(r.modifiedDate),
  closedDate: isoOrNull(r.closedDate),
});

export const presentReportPage = (page: ReportPage): AssignedReportPage => ({
  ...presentPage(page, presentReportRow),
  options: page.options,
  severalUsers: page.severalUsers,
});

export function presentShares(rows: ShareRow[]): ChartShareRow[] {
  const shares = wholePercentages(rows.map((r) => r.tickets));
  return rows.map((r, i) => ({ ...r, percentage: shares[i] }));
}

export const presentPage = <R, T>(page: { rows: R[]; total: number }, present: (row: R) => T) => ({
  rows: page.rows.map(present),
  total: page.total,
});
