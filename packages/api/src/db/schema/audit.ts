// The audit log (docs/product/audit-log.md): one row per sign-in, sign-out, second step and administrative change,
// written in the transaction of what it records. Migration 0047 makes it append-only in the database itself: a
// trigger refuses every UPDATE, and every DELETE of a row still within its retention (`audit_log_retention`, the one
// row the server writes from AUDIT_RETENTION_DAYS at each start), and TRUNCATE.
import { bigint, check, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { companies } from './company';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    /** Null for what no signed-in user did (a failed sign-in, the server's own jobs); no foreign key: a log outlives its users. */
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    address: varchar('address', { length: 64 }),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    recordId: varchar('record_id', { length: 60 }),
    /** `[{field, old, new}]`, secrets masked. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  // Ascending: newest first is each index read backwards, matching `ORDER BY occurred_at DESC, id DESC`.
  (t) => [
    index('audit_log_occurred_idx').on(t.companyId, t.occurredAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.occurredAt, t.id),
    index('audit_log_action_idx').on(t.action, t.occurredAt, t.id),
  ],
);

/** How many days a row is kept: the only rows the database lets go (one row, written at each start). */
export const auditLogRetention = pgTable(
  'audit_log_retention',
  {
    id: integer('id').primaryKey().default(1),
    days: integer('days').notNull(),
  },
  (t) => [check('audit_log_retention_one_row', sql`${t.id} = 1`), check('audit_log_retention_days', sql`${t.days} >= 1`)],
);
