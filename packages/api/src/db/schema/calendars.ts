// Business calendars (docs/product/calendars.md#calendars): the working hours and holidays SLA deadlines are counted
// in. A branch points at one (company_locations.calendar_id); the company's default applies to the others.
import { boolean, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type Holiday, type WeeklyRange } from '@tms/contracts';
import { auditColumns } from './columns';
import { companyRowColumns } from './company';

export const calendars = pgTable(
  'calendars',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull().default(DEFAULT_TIME_ZONE),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyRange[]>().notNull(),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    /** Bumped by every change; deadlines of open tickets are recomputed until `recomputedRevision` catches up. */
    revision: integer('revision').notNull().default(1),
    recomputedRevision: integer('recomputed_revision').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('calendars_company_code_uq').on(t.companyId, sql`lower(${t.code})`),
    // At most one default per company; the service keeps it exactly one.
    uniqueIndex('calendars_company_default_uq')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
  ],
);
