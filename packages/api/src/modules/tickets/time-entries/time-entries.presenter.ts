// Time entries as the ticket's 'Tiempo' tab shows them (docs/product/service-quality.md#time-tracking): each with its
// author's display name and whether the caller may change or delete it; the list with its sums.
import type { TimeEntry, TimeEntryList } from '@tms/contracts';
import type { AuthUser } from '../../../plugins/current-user';
import { timeEntriesPolicy } from './time-entries.policy';
import type { TimeEntryRow } from './time-entries.repository';

export const presentTimeEntry = (row: TimeEntryRow, user: AuthUser): TimeEntry => ({
  ...row,
  createdDate: row.createdDate.toISOString(),
  canEdit: timeEntriesPolicy.canChange(user, row),
});

const sumOf = (rows: TimeEntryRow[]) => rows.reduce((total, row) => total + row.minutes, 0);

export const presentTimeEntryList = (rows: TimeEntryRow[], user: AuthUser): TimeEntryList => ({
  entries: rows.map((row) => presentTimeEntry(row, user)),
  totalMinutes: sumOf(rows),
  billableMinutes: sumOf(rows.filter((row) => row.billable)),
});
