// Roles, permissions (business functions), entity types and external entities; sessions and sign-in throttling.
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, id, timestamptz } from './columns';
import { companies } from './company';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    code: varchar('code', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    isEditable: boolean('is_editable').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(sql`lower(${t.code})`)],
);

export const businessFunctions = pgTable('business_functions', {
  id: id(),
  label: varchar('label', { length: 100 }).notNull(),
  url: varchar('url', { length: 200 }),
  ...auditColumns(),
});

export const businessFunctionRoles = pgTable(
  'business_function_roles',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    businessFunctionId: integer('business_function_id')
      .notNull()
      .references(() => businessFunctions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.businessFunctionId] }), index('bfr_function_idx').on(t.businessFunctionId)],
);

export const entityTypes = pgTable('entity_types', {
  id: id(),
  companyId: integer('company_id').references(() => companies.id),
  code: varchar('code', { length: 100 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull().default(''),
  ...auditColumns(),
});

/** A client or provider organisation that external users belong to. */
export const externalEntities = pgTable('external_entities', {
  id: id(),
  entityTypeId: integer('entity_type_id')
    .notNull()
    .references(() => entityTypes.id),
  code: varchar('code', { length: 100 }).notNull(),
  ...auditColumns(),
});

// The three tables below name users by id without a foreign key: users (organization.ts) already imports this file,
// and the users service removes a user's rows itself when it deletes the user.

/**
 * A signed-in session (docs/product/access.md#sessions-and-throttling): the token carries its id, and every call checks
 * the row still exists.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The live-stream tickets already used (modules/access/sessions/stream-tickets.ts): one insert per use makes a
 * ticket single-use on every process; rows are purged once the ticket could no longer be used anyway.
 */
export const streamTicketUses = pgTable(
  'stream_ticket_uses',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('stream_ticket_uses_expires_idx').on(t.expiresAt)],
);

/**
 * Attempt counters of sign-in and password recovery, one row per key (account + address, account, address,
 * recovery of an account). One upsert reserves an attempt atomically; rows past `expires_at` start over or are purged.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    attempts: integer('attempts').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('login_attempts_expires_idx').on(t.expiresAt)],
);

/** Addresses a user signed in from: they still get in while an attack from elsewhere has the account locked. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id').notNull(),
    address: varchar('address', { length: 100 }).notNull(),
    lastSignIn: timestamptz('last_sign_in').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index('sign_in_addresses_last_idx').on(t.lastSignIn)],
);
