// SQL pieces every catalogue query repeats: the list order, the owner's name, audit stamps.
import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_OWNER_NAME } from '@tms/contracts';
import { users } from '../../db/schema';

/**
 * Wraps a selected SQL expression so its columns stay table-qualified: in a select without joins Drizzle writes the
 * top-level columns of selected SQL bare, which inside a subquery would bind to the subquery's own table.
 */
export const nested = <T>(expression: SQL) => sql<T>`${expression}`;

/**
 * Case- and accent-insensitive order by a code or name, identical on PGlite (no ICU collations) and PostgreSQL, so
 * 'Álamo' sorts among the a's on both; the id breaks ties so pages are stable.
 */
export const byCode = (code: AnyColumn | SQL, id?: AnyColumn): SQL[] => [
  asc(sql`lower(translate(${code}, 'ÁÉÍÓÚÜáéíóúü', 'AEIOUUaeiouu'))`),
  ...(id ? [asc(id)] : []),
];

/** The responsible user of a row, joined as `owner` (left join: the owner may be missing). */
export const owner = alias(users, 'owner');

/**
 * The owner's display name, or 'Administrador' when the row has no owner or it no longer exists
 * (docs/product/catalogues.md#catalogue-screens-in-common).
 */
export const ownerName = nested<string>(sql`coalesce(${owner.displayName}, ${DEFAULT_OWNER_NAME})`);

/** Columns written on insert and on update by the acting user. */
export const createdBy = (actorId: number) => ({ createdBy: actorId, modifiedBy: actorId });
export const modifiedBy = (actorId: number) => ({ modifiedBy: actorId, modifiedDate: new Date() });

/** Ids of rows linked to the outer row, as an ordered int array (empty, never null). */
export const idArray = (query: SQL) => nested<number[]>(sql`coalesce(array(${query}), '{}')`);

/** The child ids a link table holds for the outer row (a category's public entity types, a rule's sub-categories). */
export const linkedIds = (links: PgTable, child: AnyColumn, parent: AnyColumn, rowId: AnyColumn) =>
  idArray(sql`select ${child} from ${links} where ${parent} = ${rowId} order by 1`);

/**
 * The users linked to the outer row through a member table, as a JSON array of {userId, userName, displayName,
 * ...extra} ordered by name, built in the same query (no query per row).
 */
export function membersJson<T>(
  link: { userId: PgColumn; parentId: PgColumn },
  outerId: PgColumn,
  extra: Record<string, PgColumn> = {},
) {
  const fields = { userId: users.id, userName: users.userName, displayName: users.displayName, ...extra };
  // Keys are constants of this code, written as SQL literals because json_build_object cannot type parameters.
  const pairs = Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return nested<
    T[]
  >(sql`coalesce((select json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by lower(${users.displayName}))
    from ${link.userId.table} join ${users} on ${users.id} = ${link.userId} where ${link.parentId} = ${outerId}), '[]'::json)`);
}
