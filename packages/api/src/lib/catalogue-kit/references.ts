// Checks that the ids a form sends point at existing rows, so a bad id is a 400 on its field instead of a foreign
// key error (500). Existence only: a row may keep pointing at something deactivated since.
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '@tms/contracts';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../errors';

type TableWithId = PgTable & { id: PgColumn };

export interface Reference {
  /** Field the message is shown on, e.g. 'ownerId' or 'address.cityId'. */
  field: string;
  table: TableWithId;
  /** Nothing is checked for a missing optional reference. */
  id: number | null | undefined | readonly number[];
}

async function missing(db: Executor, { table, id }: Reference): Promise<boolean> {
  const ids = [...new Set(Array.isArray(id) ? id : id ? [id as number] : [])];
  if (ids.length === 0) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(ids.length === 1 ? eq(table.id, ids[0]) : inArray(table.id, ids));
  return rows.length !== ids.length;
}

export async function assertReferences(db: Executor, references: Reference[]): Promise<void> {
  const fields: Record<string, string> = {};
  for (const reference of references) {
    if (await missing(db, reference)) fields[reference.field] = messages.invalidOption;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

/** Throws 404 unless the row exists (for parents named in the path). */
export async function assertExists(db: Executor, table: TableWithId, id: number): Promise<void> {
  if (await missing(db, { field: 'id', table, id })) throw notFound();
}
