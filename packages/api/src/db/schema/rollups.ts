// Roll-ups of the tickets for the dashboard charts (decision 0010): counts kept by triggers on work_items in the same
// transaction as every ticket write (migration 'ticket_rollup_triggers'), so a chart over a million tickets reads a
// few hundred rows. They hold every ticket of the company, so they answer only callers who see every ticket (the
// charts, and the assigned report's first load).
import { date, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Tickets created per UTC month and branch: all of them, finished ones, and finished ones within their SLA. */
export const ticketMonthlyCounts = pgTable(
  'ticket_monthly_counts',
  {
    /** The first day of the month (UTC) the tickets were created in. */
    month: date('month', { mode: 'string' }).notNull(),
    companyLocationId: integer('company_location_id'),
    tickets: integer('tickets').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    closedInSla: integer('closed_in_sla').notNull().default(0),
  },
  (t) => [unique('ticket_monthly_counts_key').on(t.month, t.companyLocationId).nullsNotDistinct()],
);

/** Tickets created per UTC day, category and branch: the share charts (category, branch, department). */
export const ticketDailyShares = pgTable(
  'ticket_daily_shares',
  {
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    companyLocationId: integer('company_location_id'),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [unique('ticket_daily_shares_key').on(t.day, t.categoryId, t.companyLocationId).nullsNotDistinct()],
);

/** The assigned report's roll-up columns: a UTC period's assigned tickets per combination of its drop-downs. */
const assignedCombination = {
  companyLocationId: integer('company_location_id'),
  categoryId: integer('category_id').notNull(),
  subCategoryId: integer('sub_category_id').notNull(),
  severityId: integer('severity_id').notNull(),
  statusId: integer('status_id').notNull(),
  tickets: integer('tickets').notNull().default(0),
};

/**
 * Assigned tickets (with a responsible) per UTC day and combination of the assigned report's catalogue drop-downs:
 * branch, category, sub-category, severity and status. The report's first load reads its total and its catalogue
 * options here.
 */
export const ticketDailyAssigned = pgTable(
  'ticket_daily_assigned',
  { day: date('day', { mode: 'string' }).notNull(), ...assignedCombination },
  (t) => [
    unique('ticket_daily_assigned_key')
      .on(t.day, t.companyLocationId, t.categoryId, t.subCategoryId, t.severityId, t.statusId)
      .nullsNotDistinct(),
  ],
);

/**
 * The same per UTC month (the first day of the month): a report over months reads a row per month and combination
 * instead of one per day (migration 0037).
 */
export const ticketMonthlyAssigned = pgTable(
  'ticket_monthly_assigned',
  { month: date('month', { mode: 'string' }).notNull(), ...assignedCombination },
  (t) => [
    unique('ticket_monthly_assigned_key')
      .on(t.month, t.companyLocationId, t.categoryId, t.subCategoryId, t.severityId, t.statusId)
      .nullsNotDistinct(),
  ],
);

/**
 * The creation hours each block of 1,024 ticket numbers spans (`block` = number >> 10): `firstCreated` is the first
 * hour's start and `lastCreated` the last hour's end, widened by a trigger when a ticket is written outside them and
 * never narrowed. A period sorted by number walks only the blocks it overlaps (docs/performance.md#sorts).
 */
export const ticketNumberBlocks = pgTable('ticket_number_blocks', {
  block: integer('block').primaryKey(),
  firstCreated: timestamptz('first_created').notNull(),
  lastCreated: timestamptz('last_created').notNull(),
});
