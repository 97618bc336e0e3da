// Reads and deletions shared by the catalogue tables: the module gives its select (columns and joins) once and gets
// the admin list, the active list, one row by id, and the deletion documented for that table
// (docs/product/catalogues.md#catalogue-screens-in-common).
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { byCode } from './catalogue-queries';
import { hardDelete, softDelete } from './deletion';

/** The part of a Drizzle select the helper uses: one where, then an optional order. */
export interface RowQuery<TRow> {
  where(condition: SQL | undefined): Promise<TRow[]> & { orderBy(...order: SQL[]): Promise<TRow[]> };
}

type CatalogueTableColumns = PgTable & { id: PgColumn; isActive: PgColumn; modifiedBy: PgColumn; modifiedDate: PgColumn };

export interface CatalogueTableOptions<TRow, TItem> {
  table: CatalogueTableColumns;
  /** The select with its columns and joins, before any where. */
  query: (db: Executor) => RowQuery<TRow>;
  /** The small select of the picker (`c/all`); defaults to `query`. */
  itemQuery?: (db: Executor) => RowQuery<TItem>;
  /** Defaults to the table's code, case- and accent-insensitive. */
  order?: SQL[];
}

export function catalogueTable<TRow, TItem = TRow>({ table, query, itemQuery, order }: CatalogueTableOptions<TRow, TItem>) {
  const sortedBy = order ?? byCode((table as unknown as { code: PgColumn }).code, table.id);
  const list = (db: Executor, where?: SQL) =>
    query(db)
      .where(where)
      .orderBy(...sortedBy);
  const items = itemQuery ?? (query as unknown as (db: Executor) => RowQuery<TItem>);
  return {
    list,
    /** Active rows in the picker's shape. */
    active: (db: Executor, where?: SQL) =>
      items(db)
        .where(and(eq(table.isActive, true), where))
        .orderBy(...sortedBy),
    async get(db: Executor, id: number): Promise<TRow | undefined> {
      const [row] = await query(db).where(eq(table.id, id));
      return row;
    },
    softDelete: (db: Executor, id: number, actorId: number) => softDelete(db, table, id, actorId),
    hardDelete: (db: Executor, id: number) => hardDelete(db, table, id),
  };
}

/**
 * Reads of reference data without an isActive column (states, cities, response-time types): the admin list and
 * the picker are the same rows, in the given order.
 */
export function referenceTable<TRow>({
  query,
  id,
  order,
}: {
  query: (db: Executor) => RowQuery<TRow>;
  id: PgColumn;
  order: SQL[];
}) {
  const list = (db: Executor, where?: SQL) =>
    query(db)
      .where(where)
      .orderBy(...order);
  return {
    list,
    active: (db: Executor) => list(db),
    async get(db: Executor, rowId: number): Promise<TRow | undefined> {
      const [row] = await list(db, eq(id, rowId));
      return row;
    },
  };
}
