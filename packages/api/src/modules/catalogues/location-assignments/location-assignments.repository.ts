// Responsible users per branch, for categories (category_locations) and sub-categories (sub_category_locations):
// the same reads and writes over two tables that differ only in their parent column.
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categoryLocations, companyLocations, subCategoryLocations } from '../../../db/schema';
import { byCode, createdBy, modifiedBy, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

type AssignmentTable = typeof categoryLocations | typeof subCategoryLocations;

/** One row to save: the parent (category or sub-category), the branch, its responsible and whether it is linked. */
export interface AssignmentValues {
  parentId: number;
  companyLocationId: number;
  ownerId: number | null;
  isActive: boolean;
}

interface AssignmentRow {
  id: number | null;
  parentId: number;
  companyLocationId: number;
  companyLocationCode: string;
  companyLocationDetail: string;
  ownerId: number | null;
  ownerName: string;
  isActive: boolean;
}

/**
 * The row as the API shows it, with the parent under its own name and the branch embedded
 * (docs/product/catalogues.md#categories, docs/product/catalogues.md#sub-categories).
 */
export type PresentedAssignment<K extends string> = { [P in K]: number } & {
  id: number | null;
  companyLocationId: number;
  companyLocation: { id: number; code: string; detail: string };
  ownerId: number | null;
  ownerName: string;
  isActive: boolean;
};

export function locationAssignments<K extends 'categoryId' | 'subCategoryId'>(table: AssignmentTable, parentKey: K) {
  const parent = parentKey === 'categoryId' ? categoryLocations.categoryId : subCategoryLocations.subCategoryId;
  const columns = {
    id: table.id,
    parentId: parent,
    companyLocationId: table.companyLocationId,
    companyLocationCode: companyLocations.code,
    companyLocationDetail: companyLocations.detail,
    ownerId: table.ownerId,
    ownerName,
    isActive: table.isActive,
  };
  const rows = catalogueTable<AssignmentRow>({
    table,
    query: (db) =>
      db
        .select(columns)
        .from(table)
        .innerJoin(companyLocations, eq(companyLocations.id, table.companyLocationId))
        .leftJoin(owner, eq(owner.id, table.ownerId)),
    order: byCode(companyLocations.code, table.id),
  });

  const present = (row: AssignmentRow): PresentedAssignment<K> =>
    ({
      id: row.id,
      [parentKey]: row.parentId,
      companyLocationId: row.companyLocationId,
      companyLocation: { id: row.companyLocationId, code: row.companyLocationCode, detail: row.companyLocationDetail },
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      isActive: row.isActive,
    }) as PresentedAssignment<K>;

  const insertValues = (values: AssignmentValues, actorId: number) => ({
    [parentKey]: values.parentId,
    companyLocationId: values.companyLocationId,
    ownerId: values.ownerId,
    isActive: values.isActive,
    ...createdBy(actorId),
  });

  return {
    present,
    list: async (db: Executor, where?: SQL) => (await rows.list(db, where)).map(present),
    active: async (db: Executor, where?: SQL) => (await rows.active(db, where)).map(present),
    get: async (db: Executor, id: number) => {
      const row = await rows.get(db, id);
      return row && present(row);
    },
    ofParent: (parentId: number) => eq(parent, parentId),
    hardDelete: rows.hardDelete,

    /**
     * Every active branch (and any linked inactive one) for one parent: linked rows as stored, the others unlinked
     * with the given default responsible, so the screen edits one table ("active when linked":
     * docs/product/catalogues.md#categories, docs/product/catalogues.md#sub-categories).
     */
    async combined(db: Executor, parentId: number, defaultOwnerId: number | null): Promise<PresentedAssignment<K>[]> {
      const ownerId = sql<number | null>`case when ${table.id} is null then ${defaultOwnerId}::integer else ${table.ownerId} end`;
      const found = await db
        .select({
          id: table.id,
          parentId: sql<number>`${parentId}::integer`,
          companyLocationId: companyLocations.id,
          companyLocationCode: companyLocations.code,
          companyLocationDetail: companyLocations.detail,
          ownerId,
          ownerName,
          isActive: sql<boolean>`coalesce(${table.isActive}, false)`,
        })
        .from(companyLocations)
        .leftJoin(table, and(eq(table.companyLocationId, companyLocations.id), eq(parent, parentId)))
        .leftJoin(owner, eq(owner.id, ownerId))
        .where(or(eq(companyLocations.isActive, true), isNotNull(table.id)))
        .orderBy(...byCode(companyLocations.code, companyLocations.id));
      return found.map(present);
    },

    async insert(db: Executor, values: AssignmentValues, actorId: number): Promise<number> {
      const [row] = await db
        .insert(table)
        .values(insertValues(values, actorId) as never)
        .returning({ id: table.id });
      return row.id;
    },

    async update(db: Executor, id: number, values: AssignmentValues, actorId: number): Promise<void> {
      const { createdBy: _created, ...changes } = { ...insertValues(values, actorId), ...modifiedBy(actorId) };
      await db.update(table).set(changes).where(eq(table.id, id));
    },

    /** Creates or updates the row of each (parent, branch); the last entry wins when one is sent twice. */
    async upsert(db: Executor, list: AssignmentValues[], actorId: number): Promise<void> {
      const unique = [...new Map(list.map((v) => [`${v.parentId}:${v.companyLocationId}`, v])).values()];
      if (unique.length === 0) return;
      await db
        .insert(table)
        .values(unique.map((v) => insertValues(v, actorId)) as never)
        .onConflictDoUpdate({
          target: [parent, table.companyLocationId],
          set: { ownerId: sql`excluded.owner_id`, isActive: sql`excluded.is_active`, ...modifiedBy(actorId) },
        });
    },

    ofParents: (parentIds: number[]) => inArray(parent, parentIds),
  };
}
