// The company that owns the help desk, its settings items and its server-side secrets.
import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  code: varchar('code', { length: 100 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull().default(''),
  logo: text('logo'),
  ...auditColumns(),
});

/** The columns a company's row opens with: its id and its company. */
export const companyRowColumns = () => ({
  id: id(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
});

/** A company's catalogue row: its id, its company, a code and a detail. */
export const companyCatalogueColumns = () => ({
  ...companyRowColumns(),
  code: varchar('code', { length: 100 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull(),
});

/** Settings items (code → detail), e.g. FileAttachmentSize in MB. */
export const settings = pgTable(
  'settings',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('settings_company_code_uq').on(t.companyId, t.code)],
);

/** Generated secrets kept in the database so every app process shares them (JWT key, VAPID keys). */
export const systemSecrets = pgTable('system_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
});
