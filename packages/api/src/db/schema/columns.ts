// Columns every catalogue and ticket table carries (the base fields of every row,
// docs/product/catalogues.md#catalogue-screens-in-common).
import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditColumns = () => ({
  isActive: boolean('is_active').notNull().default(false),
  createdBy: integer('created_by'),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
  modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
});
