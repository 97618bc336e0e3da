// Whether a row meeting a condition is there: a known sign-in address, a code another role holds, an active
// default calendar, a mail read before. One place for the question every repository asks in its own words.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** True when the table holds a row `where` picks. */
export async function rowExists(db: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}
