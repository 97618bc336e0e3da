// Checks that the ids a form sends point at existing rows, so a bad id is a 400 on its field instead of a foreign
// key error (500). Existence only, unless the reference names a rule the rows must meet (a responsible must be an
// active internal user): a row may keep pointing at something deactivated since.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
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
  /** A rule the referenced rows must meet besides existing, with the field's message when one does not. */
  rule?: { where: SQL; message: string };
}

/** Whether any of the ids has no row (meeting `where`, when given). */
async function missing(db: Executor, { table, id }: Reference, where?: SQL): Promise<boolean> {
  const ids = [...new Set(Array.isArray(id) ? id : id ? [id as number] : [])];
  if (ids.length === 0) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ids.length === 1 ? eq(table.id, ids[0]) : inArray(table.id, ids), where));
  return rows.length !== ids.length;
}

/** The field's message when the reference points nowhere or at a row its rule refuses; undefined when it is fine. */
async function problemOf(db: Executor, reference: Reference): Promise<string | undefined> {
  if (await missing(db, reference)) return messages.invalidOption;
  if (reference.rule && (await missing(db, reference, reference.rule.where))) return reference.rule.message;
  return undefined;
}

export async function assertReferences(db: Executor, references: Reference[]): Promise<void> {
  const fields: Record<string, string> = {};
  for (const reference of references) {
    const problem = await problemOf(db, reference);
    if (problem) fields[reference.field] ??= problem;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

/** Throws 404 unless the row exists (for parents named in the path). */
export async function assertExists(db: Executor, table: TableWithId, id: number): Promise<void> {
  if (await missing(db, { field: 'id', table, id })) throw notFound();
}

/**
 * The read of the rows under a parent named in the path (a task type's tasks, a sub-category's SLA levels, a rule's
 * sub-categories): 404 when the parent does not exist, else what `read` answers for it.
 */
export const rowsUnder =
  <T>(db: Executor, parent: TableWithId, read: (parentId: number) => Promise<T>) =>
  async (parentId: number): Promise<T> => {
    await assertExists(db, parent, parentId);
    return read(parentId);
  };
