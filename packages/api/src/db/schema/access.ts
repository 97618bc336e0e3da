// Roles, permissions (business functions), entity types and external entities; sessions and sign-in throttling.
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /** Its users sign in with a second step, set up before anything else (docs/product/access.md#two-step-sign-in). */
    requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
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

// The three tables of the second step below name users by id; the migration adds their foreign keys to users with ON
// DELETE CASCADE, so deleting a user takes them (not declared here: users' file imports this one).

/**
 * A user's second step (docs/product/access.md#two-step-sign-in): the TOTP key, sealed with the secret box, pending
 * until `enabled_at` is set; `last_used_step` is the 30-second step of the last code accepted, so no code is used twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id').primaryKey(),
  secretCipher: text('secret_cipher').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastUsedStep: integer('last_used_step'),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
});

/** The one-use recovery codes of a user's second step, hashed like passwords; `used_at` once used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    codeHash: varchar('code_hash', { length: 200 }).notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The pending second steps of sign-ins: the SHA-256 of the challenge token the password step answered, its user,
 * whether the password was the temporary recovery one, and until when it may be used (once).
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    temporaryPassword: boolean('temporary_password').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId), index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * API tokens for integrations (docs/product/api-tokens.md): the SHA-256 of the token, never the token; the last call
 * made with it (written at most once a minute) and its revocation. The migration adds a foreign key to users with
 * ON DELETE CASCADE, so deleting a user takes its tokens (not declared here: users' file imports this one).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    createdDate: timestamptz('created_date').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: integer('revoked_by'),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_uq').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/**
 * An OpenID Connect authorization sent to the provider and not yet answered (docs/product/access.md#single-sign-on):
 * found by the SHA-256 of its state, single-use, valid 10 minutes.
 */
export const singleSignOnStates = pgTable(
  'single_sign_on_states',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('single_sign_on_states_expires_idx').on(t.expiresAt)],
);

/** The one-use ticket a provider's answer hands to the web app, exchanged for a sign-in within a minute. */
export const singleSignOnTickets = pgTable(
  'single_sign_on_tickets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('single_sign_on_tickets_expires_idx').on(t.expiresAt)],
);
