// The flow every catalogue service shares (docs/product/catalogues.md#catalogue-screens-in-common,
// docs/product/catalogues.md#calls): the admin list, the picker, one row; a create or update that checks its rules,
// writes in one transaction (a unique index hit becoming the field's 400) and answers the row read again; and the
// deletion documented for the table. A module states only what differs: its rules, its writes, its scopes.
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { found } from '../errors';
import type { AuthUser } from '../../plugins/current-user';
import { recordChange } from '../audit-trail';
import type { CatalogueService } from './catalogue-routes';
import { uniqueWrite } from './unique-writes';

/** The reads of a catalogue table (catalogueTable gives them). */
export interface CatalogueStore<TStored, TItem> {
  list(db: Executor, where?: SQL): Promise<TStored[]>;
  active(db: Executor, where?: SQL): Promise<TItem[]>;
  get(db: Executor, id: number): Promise<TStored | undefined>;
}

type Deletion = (db: Executor, id: number, user: AuthUser) => Promise<void>;

/**
 * Soft deletion (docs/product/catalogues.md#catalogue-screens-in-common): the row stays listed with isActive false
 * (tickets and other catalogues keep pointing at it).
 */
export const softDeletion =
  (store: { softDelete(db: Executor, id: number, actorId: number): Promise<void> }): Deletion =>
  (db, id, user) =>
    store.softDelete(db, id, user.id);

/**
 * Hard deletion (docs/product/catalogues.md#catalogue-screens-in-common): the row is removed, or 409 answers while
 * other rows point at it.
 */
export const hardDeletion =
  (store: { hardDelete(db: Executor, id: number): Promise<void> }): Deletion =>
  (db, id) =>
    store.hardDelete(db, id);

export interface CatalogueServiceOptions<TStored, TRow, TItem, TInput> {
  db: Database;
  store: CatalogueStore<TStored, TItem>;
  /** The audit log's name of the records (docs/product/audit-log.md#what-is-recorded): the routes' path. */
  entity: string;
  /** Rows of the admin list the user may see; every row by default. */
  listScope?: (user: AuthUser) => SQL | undefined;
  /** Rows the user may pick (`c/all`); every active row by default. */
  pickable?: (user: AuthUser) => SQL | undefined;
  /** Shapes a stored row for the API when it differs from the select. */
  present?: (row: TStored) => TRow;
  /** Rules checked before any write (references, responsibles, limits): they throw the field's 400. */
  check?: (input: TInput, user: AuthUser) => Promise<void>;
  /** Writes a new row (with its links) inside the transaction; answers its id. */
  insert(tx: Executor, input: TInput, user: AuthUser): Promise<number>;
  /** Writes the row (with its links) inside the transaction; `current` is the row as it was. */
  update(tx: Executor, id: number, input: TInput, user: AuthUser, current: TStored): Promise<unknown>;
  /** Field messages of the unique index a write may hit (a code, a branch per parent, a level per severity). */
  unique?: Record<string, string>;
  /**
   * How a row goes away (docs/product/catalogues.md#catalogue-screens-in-common): softDeletion or hardDeletion of the
   * store.
   */
  remove: Deletion;
}

/** A repository whose writes take the usual arguments: the company and the acting user on insert, the actor on update. */
interface StampedRepository<TInput> {
  insert(db: Executor, input: TInput, companyId: number, actorId: number): Promise<number>;
  update(db: Executor, id: number, input: TInput, actorId: number): Promise<unknown>;
}

/** The insert and update of a catalogue whose repository writes a row (and its links) from the input as it is. */
export const stampedWrites = <TInput>(repository: StampedRepository<TInput>) => ({
  insert: (tx: Executor, input: TInput, user: AuthUser) => repository.insert(tx, input, user.companyId, user.id),
  update: (tx: Executor, id: number, input: TInput, user: AuthUser) => repository.update(tx, id, input, user.id),
});

export function createCatalogueService<TStored, TRow, TItem, TInput>(
  options: CatalogueServiceOptions<TStored, TRow, TItem, TInput>,
): Required<CatalogueService<TRow, TItem, TInput>> {
  const { db, store, listScope, pickable, check, unique, entity } = options;
  const present = options.present ?? ((row: TStored) => row as unknown as TRow);
  const get = async (_user: AuthUser, id: number) => {
    const row = await store.get(db, id);
    return row === undefined ? undefined : present(row);
  };
  /** Runs the write in one transaction; a duplicate on the unique index becomes the field's 400. */
  const write = <T>(steps: (tx: Executor) => Promise<T>) => {
    const inTransaction = () => db.transaction(steps);
    return unique ? uniqueWrite(inTransaction, unique) : inTransaction();
  };
  /** The audit entry of a write, in its transaction: the record's fields before and after it. */
  const audit = async (tx: Executor, user: AuthUser, action: 'create' | 'update' | 'delete', id: number, before?: TStored) => {
    const after = await store.get(tx, id);
    await recordChange(tx, user, { action, entity, recordId: id, before: fieldsOf(before), after: fieldsOf(after) });
  };

  return {
    list: async (user) => (await store.list(db, listScope?.(user))).map(present),
    all: (user) => store.active(db, pickable?.(user)),
    get,
    async create(user, input) {
      await check?.(input, user);
      const id = await write(async (tx) => {
        const created = await options.insert(tx, input, user);
        await audit(tx, user, 'create', created);
        return created;
      });
      return found(await get(user, id));
    },
    async update(user, id, input) {
      const current = found(await store.get(db, id));
      await check?.(input, user);
      await write(async (tx) => {
        await options.update(tx, id, input, user, current);
        await audit(tx, user, 'update', id, current);
      });
      return found(await get(user, id));
    },
    remove: (user, id) =>
      db.transaction(async (tx) => {
        const current = await store.get(tx, id);
        await options.remove(tx, id, user);
        await audit(tx, user, 'delete', id, current);
      }),
  };
}

/** A stored row as the audit compares it; nothing when there is no row. */
const fieldsOf = (row: unknown) => (row === undefined || row === null ? null : (row as Record<string, unknown>));

/** The three reads of read-only reference data (states, cities, severities…), for any signed-in user. */
export interface ReferenceStore<TRow, TItem> {
  list(db: Executor): Promise<TRow[]>;
  active(db: Executor): Promise<TItem[]>;
  get(db: Executor, id: number): Promise<TRow | undefined>;
}

export const createReferenceService = <TRow, TItem>(
  db: Database,
  store: ReferenceStore<TRow, TItem>,
): CatalogueService<TRow, TItem, never> => ({
  list: () => store.list(db),
  all: () => store.active(db),
  get: (_user, id) => store.get(db, id),
});
