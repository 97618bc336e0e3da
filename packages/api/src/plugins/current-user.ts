// Who is calling: the signed-in user with the permission ids their role holds right now (read on every request,
// so a permission change takes effect at the user's next call).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SUPERUSER_ROLE_ID } from '@tms/contracts';
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

const toAuthUser = (row: Row | undefined, sessionId: string | null = null): AuthUser | null =>
  row ? { ...row, companyId: COMPANY_ID, permissions: new Set(row.permissions ?? []), sessionId } : null;

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

export const hasPermission = (user: AuthUser, permissionId: number) =>
  user.roleId === SUPERUSER_ROLE_ID || user.permissions.has(permissionId);
