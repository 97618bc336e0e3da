// The insert and update of a catalogue row written from its form values: the company (when the table has one) and
// the acting user stamped on insert, the acting user and the time on update. Modules add their link tables around these.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { createdBy, modifiedBy } from './catalogue-queries';

type ActorStampedTable = PgTable & { id: PgColumn };
type StampedTable = ActorStampedTable & { companyId: PgColumn };

/** What the form gives a table of no company (roles, SLA levels): the columns but the audit stamps. */
export type ActorRowValues<TTable extends ActorStampedTable> = Omit<
  TTable['$inferInsert'],
  'id' | 'createdBy' | 'createdDate' | 'modifiedBy' | 'modifiedDate'
>;

/** What the form gives: the columns but the ones this helper stamps. */
export type RowValues<TTable extends StampedTable> = Omit<ActorRowValues<TTable>, 'companyId'>;

/** The insert and update of a row that belongs to no company: only the acting user (and the time) is stamped. */
export function actorStampedRows<TTable extends ActorStampedTable>(table: TTable) {
  return {
    async insert(db: Executor, values: ActorRowValues<TTable>, actorId: number): Promise<number> {
      const [row] = await db
        .insert(table as PgTable)
        .values({ ...values, ...createdBy(actorId) } as never)
        .returning({ id: table.id });
      return row.id as number;
    },

    /** False when no row has the id. */
    async update(db: Executor, id: number, values: ActorRowValues<TTable>, actorId: number): Promise<boolean> {
      const rows = await db
        .update(table as PgTable)
        .set({ ...values, ...modifiedBy(actorId) })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

/** The same for a company's row: the company is stamped on insert too. */
export function stampedRows<TTable extends StampedTable>(table: TTable) {
  const rows = actorStampedRows(table);
  return {
    insert: (db: Executor, values: RowValues<TTable>, companyId: number, actorId: number): Promise<number> =>
      rows.insert(db, { ...values, companyId } as ActorRowValues<TTable>, actorId),
    /** False when no row has the id. */
    update: (db: Executor, id: number, values: RowValues<TTable>, actorId: number): Promise<boolean> =>
      rows.update(db, id, values as ActorRowValues<TTable>, actorId),
  };
}

export interface LinkedRowsOptions<TTable extends StampedTable, TInput> {
  /** The row's own columns out of the form's input. */
  values: (input: TInput) => RowValues<TTable>;
  /** Replaces the row's links (public configs, sub-categories) with the input's, in the same transaction. */
  links: (db: Executor, id: number, input: TInput) => Promise<void>;
}

/** A row saved with its link table as one: the links follow every insert and every update that found the row. */
export function linkedRows<TTable extends StampedTable, TInput>(
  table: TTable,
  { values, links }: LinkedRowsOptions<TTable, TInput>,
) {
  const rows = stampedRows(table);
  return {
    async insert(db: Executor, input: TInput, companyId: number, actorId: number): Promise<number> {
      const id = await rows.insert(db, values(input), companyId, actorId);
      await links(db, id, input);
      return id;
    },
    async update(db: Executor, id: number, input: TInput, actorId: number): Promise<boolean> {
      const updated = await rows.update(db, id, values(input), actorId);
      if (updated) await links(db, id, input);
      return updated;
    },
  };
}
