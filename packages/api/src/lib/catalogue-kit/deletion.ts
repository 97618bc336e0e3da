// The two ways a catalogue row goes away (docs/product/catalogues.md#catalogue-screens-in-common): soft deletion keeps
// it listed with isActive false; hard deletion removes it, and answers 409 with the conflict text while other rows
// still point at it.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../database-errors';
import { inUse, notFound } from '../errors';
import { modifiedBy } from './catalogue-queries';
import { refusingWrite, type Refusal } from './unique-writes';

type DeletableTable = PgTable & { id: PgColumn };
type DeactivatableTable = DeletableTable & { isActive: PgColumn; modifiedBy: PgColumn; modifiedDate: PgColumn };

export async function softDelete(db: Executor, table: DeactivatableTable, id: number, actorId: number): Promise<void> {
  const rows = await db
    .update(table as PgTable)
    .set({ isActive: false, ...modifiedBy(actorId) })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (rows.length === 0) throw notFound();
}

/** Tickets or child rows still point at the row being deleted: the user deactivates it instead (409). */
export const stillReferenced: Refusal = (error) => (isForeignKeyViolation(error) ? inUse() : undefined);

export async function hardDelete(db: Executor, table: DeletableTable, id: number): Promise<void> {
  const rows = await refusingWrite(
    () =>
      db
        .delete(table as PgTable)
        .where(eq(table.id, id))
        .returning({ id: table.id }),
    stillReferenced,
  );
  if (rows.length === 0) throw notFound();
}
