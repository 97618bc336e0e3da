// Link tables saved as a whole set (members, public configs, rule sub-categories, grants): the rows of one parent
// are replaced by the new set. Callers run it inside their transaction so the parent and its links change together.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

export async function replaceLinks<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  parent: PgColumn,
  parentId: number,
  rows: TTable['$inferInsert'][],
): Promise<void> {
  await db.delete(table).where(eq(parent, parentId));
  if (rows.length) await db.insert(table).values(rows);
}

/**
 * The replacer of a link table of (parent id, child id) pairs, e.g. a category's public entity types: the parent's
 * rows become exactly the given child ids.
 */
export const idLinks =
  <TTable extends PgTable>(table: TTable, parent: PgColumn, keys: { parent: string; child: string }) =>
  (db: Executor, parentId: number, childIds: number[]) =>
    replaceLinks(
      db,
      table,
      parent,
      parentId,
      childIds.map((childId) => ({ [keys.parent]: parentId, [keys.child]: childId })),
    );
