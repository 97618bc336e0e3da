// Deleting what a condition picks and telling whether anything was there: the 404 of removing one link (a member, a
// grant, a rule's sub-category) or a row only its owner may delete.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Deletes the rows `where` picks; true when there was one. */
export async function deleteRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ deleted: sql<number>`1` });
  return rows.length > 0;
}
