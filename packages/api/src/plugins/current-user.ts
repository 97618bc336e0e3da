// Who is calling: the signed-in user with the permission ids their role holds right now (read on every request,
// so a permission change takes effect at the user's next call), through a session or an API token.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { API_TOKEN_PREFIX, SUPERUSER_ROLE_ID } from '@tms/contracts';
import { queryRows, type Executor } from '../db/client';
import { COMPANY_ID } from '../db/seed/reference-data';

export interface AuthUser {
  id: number;
  userName: string;
  email: string;
  displayName: string;
  roleId: number;
  entityTypeId: number;
  companyId: number;
  companyLocationId: number | null;
  externalEntityId: number | null;
  needChangePassword: boolean;
  /** The role requires the second step and the user has not set it up (docs/product/access.md#two-step-sign-in). */
  needTwoFactorSetup: boolean;
  isActive: boolean;
  permissions: ReadonlySet<number>;
  /** The live session a bearer token named (signed links are bound to it); null when a link or a stream loaded the user. */
  sessionId: string | null;
}

/** The user as read: `AuthUser` with its permissions as an array, before the company is added. */
type Row = Omit<AuthUser, 'companyId' | 'permissions' | 'sessionId'> & { permissions: number[] | null };

/** The user `u`, of role `r`, holds the business function `bf` right now. */
const holdsFunction = sql`bf.is_active AND r.is_active
        AND (u.role_id = ${SUPERUSER_ROLE_ID}
             OR EXISTS (SELECT 1 FROM business_function_roles bfr
                        WHERE bfr.role_id = u.role_id AND bfr.business_function_id = bf.id))`;

const authUserColumns = sql`
    u.id, u.user_name AS "userName", u.email, u.display_name AS "displayName", u.role_id AS "roleId",
    u.entity_type_id AS "entityTypeId", u.company_location_id AS "companyLocationId",
    u.external_entity_id AS "externalEntityId", u.need_change_password AS "needChangePassword",
    u.is_active AS "isActive",
    (r.requires_two_factor AND NOT EXISTS (SELECT 1 FROM user_two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL))
      AS "needTwoFactorSetup",
    (SELECT array_agg(bf.id ORDER BY bf.id) FROM business_functions bf WHERE ${holdsFunction}) AS permissions`;

/**
 * For a query over users `u` joined with their role `r`: whether the user holds `permissionId` right now, by the rule
 * every request's permissions are read with (a job choosing whom to mail, as `hasPermission` would answer).
 */
export const userHoldsPermission = (permissionId: number) =>
  sql`EXISTS (SELECT 1 FROM business_functions bf WHERE bf.id = ${permissionId} AND ${holdsFunction})`;

const dialect = new PgDialect();

/**
 * `queryRows` as a named prepared statement, for the reads every request makes: PostgreSQL parses and plans the
 * text once per connection instead of on each call (planning a wide read costs more than running it). The name is
 * a hash of the text, so only a query whose text is fixed (every value a parameter) belongs here. PGlite ignores
 * the name.
 */
export async function queryPreparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
  const prepared = db._.session.prepareQuery<{ execute: { rows: T[] }; all: unknown; values: unknown }>(
    { sql: text, params },
    undefined,
    name,
    false,
  );
  return (await prepared.execute()).rows;
}

const asAuthUser = (row: Row, sessionId: string | null): AuthUser => ({
  ...row,
  companyId: COMPANY_ID,
  permissions: new Set(row.permissions ?? []),
  sessionId,
});

const toAuthUser = (row: Row | undefined, sessionId: string | null = null): AuthUser | null =>
  row ? asAuthUser(row, sessionId) : null;

/** The user by id, whatever session (a signed link, a live stream) vouches for them. */
export async function loadAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT ${authUserColumns} FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ${userId}`,
  );
  return toAuthUser(row);
}

/** The user of a live session (one indexed look-up by the session's primary key); null once the session ended. */
export async function loadSessionUser(db: Executor, session: { userId: number; sessionId: string }): Promise<AuthUser | null> {
  const [row] = await queryPreparedRows<Row>(
    db,
    sql`SELECT ${authUserColumns}
          FROM sessions s JOIN users u ON u.id = s.user_id JOIN roles r ON r.id = u.role_id
         WHERE s.id = ${session.sessionId} AND s.user_id = ${session.userId} AND s.expires_at > now()`,
  );
  return toAuthUser(row, session.sessionId);
}

/** What a request's API token is, beside its user (docs/product/api-tokens.md). */
export interface ApiTokenFacts {
  id: number;
  readOnly: boolean;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** Whether a bearer value is an API token rather than a session's signed token. */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** What the database keeps of a token: its SHA-256, hex. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

type TokenRow = Row & {
  tokenId: number;
  readOnly: boolean;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  lastUsedAt: Date | string | null;
};

const toDate = (value: Date | string) => new Date(value);

/**
 * The token whose hash is `tokenHash` and its user as every request reads one (the role's permissions right now), or
 * null for an unknown token. Revoked and expired tokens are answered too: the caller tells them apart.
 */
export async function loadTokenUser(db: Executor, tokenHash: string): Promise<{ user: AuthUser; token: ApiTokenFacts } | null> {
  const [row] = await queryPreparedRows<TokenRow>(
    db,
    sql`SELECT ${authUserColumns}, t.id AS "tokenId", t.read_only AS "readOnly", t.expires_at AS "expiresAt",
               t.revoked_at AS "revokedAt", t.last_used_at AS "lastUsedAt"
          FROM api_tokens t JOIN users u ON u.id = t.user_id JOIN roles r ON r.id = u.role_id
         WHERE t.token_hash = ${tokenHash}`,
  );
  if (!row) return null;
  const { tokenId, readOnly, expiresAt, revokedAt, lastUsedAt, ...user } = row;
  return {
    user: asAuthUser(user, null),
    token: {
      id: tokenId,
      readOnly,
      expiresAt: toDate(expiresAt),
      revokedAt: revokedAt === null ? null : toDate(revokedAt),
      lastUsedAt: lastUsedAt === null ? null : toDate(lastUsedAt),
    },
  };
}

/** How often a token's last use is written: a call within this time of the recorded one writes nothing. */
export const TOKEN_USE_PRECISION_MS = 60_000;

/** Records a call made with the token at `now`, unless one was recorded less than a minute before. */
export async function recordTokenUse(db: Executor, token: ApiTokenFacts, now: Date): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < TOKEN_USE_PRECISION_MS) return;
  const at = now.toISOString();
  // The condition again in SQL: processes racing on one token write it once.
  await queryPreparedRows(
    db,
    sql`UPDATE api_tokens SET last_used_at = ${at}::timestamptz
         WHERE id = ${token.id}
           AND (last_used_at IS NULL OR last_used_at <= ${at}::timestamptz - ${`${TOKEN_USE_PRECISION_MS} milliseconds`}::interval)`,
  );
}

export const hasPermission = (user: AuthUser, permissionId: number) =>
  user.roleId === SUPERUSER_ROLE_ID || user.permissions.has(permissionId);
