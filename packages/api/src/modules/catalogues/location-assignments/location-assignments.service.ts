// The rules shared by category and sub-category locations: references must exist, a branch's responsible is an
// active internal user, a branch is assigned once per parent, and the multiple save writes all rows or none (an
// empty list does nothing, docs/product/catalogues.md#validation). A module adds its own rule (sub-category locations
// need the category's responsibles first).
import { catalogueMessages } from '@tms/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { companyLocations } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { createCatalogueService, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertExists, assertReferences } from '../../../lib/catalogue-kit/references';
import { responsibleReference } from '../catalogues.policy';
import type { AssignmentValues, locationAssignments, PresentedAssignment } from './location-assignments.repository';

type Assignments<K extends string> = ReturnType<typeof locationAssignments<K & ('categoryId' | 'subCategoryId')>>;

export interface LocationAssignmentsOptions<K extends 'categoryId' | 'subCategoryId'> {
  assignments: Assignments<K>;
  parentKey: K;
  /** The parent table (categories or sub-categories), to check the parent exists. */
  parentTable: PgTable & { id: PgColumn };
  /** Rows of parents the user may pick, for the `all` picker. */
  visibleTo: (user: AuthUser) => SQL;
  /** Extra rule checked before any write. */
  check?: (db: Executor, values: AssignmentValues[]) => Promise<void>;
}

type Input<K extends string> = { [P in K]: number } & { companyLocationId: number; ownerId: number | null; isActive: boolean };

export function createLocationAssignmentsService<K extends 'categoryId' | 'subCategoryId'>(
  { db }: AppContext,
  { assignments, parentKey, parentTable, visibleTo, check }: LocationAssignmentsOptions<K>,
) {
  const valuesOf = (input: Input<K>): AssignmentValues => ({
    parentId: input[parentKey],
    companyLocationId: input.companyLocationId,
    ownerId: input.ownerId,
    isActive: input.isActive,
  });

  async function validate(values: AssignmentValues[]): Promise<void> {
    await assertReferences(db, [
      { field: parentKey, table: parentTable, id: values.map((v) => v.parentId) },
      { field: 'companyLocationId', table: companyLocations, id: values.map((v) => v.companyLocationId) },
      responsibleReference(
        'ownerId',
        values.flatMap((v) => (v.ownerId ? [v.ownerId] : [])),
      ),
    ]);
    await check?.(db, values);
  }

  const existingParent = (parentId: number) => assertExists(db, parentTable, parentId);

  const service = createCatalogueService<PresentedAssignment<K>, PresentedAssignment<K>, PresentedAssignment<K>, Input<K>>({
    entity: parentKey === 'categoryId' ? 'category-locations' : 'sub-category-locations',
    db,
    store: assignments,
    pickable: visibleTo,
    check: (input) => validate([valuesOf(input)]),
    insert: (tx, input, user) => assignments.insert(tx, valuesOf(input), user.id),
    update: (tx, id, input, user) => assignments.update(tx, id, valuesOf(input), user.id),
    /** A branch is assigned once per parent. */
    unique: { companyLocationId: catalogueMessages.locationAlreadyAssigned },
    remove: hardDeletion(assignments),
  });

  return {
    ...service,
    /** Saves every row (all or none) and answers the rows of the parents involved; an empty list does nothing. */
    async saveMultiple(user: AuthUser, list: Input<K>[]): Promise<PresentedAssignment<K>[]> {
      if (list.length === 0) return [];
      const values = list.map(valuesOf);
      await validate(values);
      await db.transaction((tx) => assignments.upsert(tx, values, user.id));
      return assignments.list(db, assignments.ofParents([...new Set(values.map((v) => v.parentId))]));
    },
    async ofParent(parentId: number): Promise<PresentedAssignment<K>[]> {
      await existingParent(parentId);
      return assignments.list(db, assignments.ofParent(parentId));
    },
    async combined(parentId: number, defaultOwnerId: number): Promise<PresentedAssignment<K>[]> {
      await existingParent(parentId);
      return assignments.combined(db, parentId, defaultOwnerId > 0 ? defaultOwnerId : null);
    },
  };
}

export type LocationAssignmentsService<K extends 'categoryId' | 'subCategoryId'> = ReturnType<
  typeof createLocationAssignmentsService<K>
>;
