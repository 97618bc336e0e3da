// The two ways a catalogue row goes away (spec 4): soft deletion keeps it listed with isActive false; hard deletion
// removes it, and answers 409 with the conflict text while other rows still point at it.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../database-errors';
import { conflict, notFound } from '../errors';
import { modifiedBy } from './catalogue-queries';

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

export async function hardDelete(db: Executor, table: DeletableTable, id: number): Promise<void> {
  let rows: unknown[];
  try {
    rows = await db
      .delete(table as PgTable)
      .where(eq(table.id, id))
      .returning({ id: table.id });
  } catch (error) {
    // Tickets or child catalogues still point at the row: the user deactivates it instead.
    if (isForeignKeyViolation(error)) throw conflict();
    throw error;
  }
  if (rows.length === 0) throw notFound();
}
