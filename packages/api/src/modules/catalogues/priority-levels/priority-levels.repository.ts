// SLA levels of sub-categories, with severity and response-time type names joined in SQL.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SubCategoryPriorityLevel } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { priorities, priorityLevels, responseTimeTypes } from '../../../db/schema';
import { createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { actorStampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: priorityLevels.id,
  priorityId: priorityLevels.priorityId,
  priorityName: priorities.code,
  code: priorityLevels.code,
  responseTimeSetting: priorityLevels.responseTimeSetting,
  responseTimeTypeId: priorityLevels.responseTimeTypeId,
  responseTimeTypeName: responseTimeTypes.code,
  firstResponseSetting: priorityLevels.firstResponseSetting,
  firstResponseTypeId: priorityLevels.firstResponseTypeId,
  subCategoryId: priorityLevels.subCategoryId,
  isActive: priorityLevels.isActive,
};

/** A level to keep for one severity of a sub-category. */
export interface LevelValues {
  priorityId: number;
  responseTimeSetting: number;
  responseTimeTypeId: number;
  firstResponseSetting: number | null;
  firstResponseTypeId: number | null;
}

export const priorityLevelsRepository = {
  ...catalogueTable({
    table: priorityLevels,
    query: (db) =>
      db
        .select(columns)
        .from(priorityLevels)
        .innerJoin(priorities, eq(priorities.id, priorityLevels.priorityId))
        .innerJoin(responseTimeTypes, eq(responseTimeTypes.id, priorityLevels.responseTimeTypeId)),
    order: [asc(priorityLevels.subCategoryId), asc(priorityLevels.priorityId)],
  }),

  ...actorStampedRows(priorityLevels),

  /**
   * Every active severity with the sub-category's level for it, if any (active only if a level exists,
   * docs/product/catalogues.md#sla-levels).
   */
  ofSubCategory(db: Executor, subCategoryId: number): Promise<SubCategoryPriorityLevel[]> {
    return db
      .select({
        id: priorityLevels.id,
        priorityId: priorities.id,
        code: priorities.code,
        responseTimeSetting: sql<number>`coalesce(${priorityLevels.responseTimeSetting}, 0)`,
        responseTimeTypeId: priorityLevels.responseTimeTypeId,
        firstResponseSetting: priorityLevels.firstResponseSetting,
        firstResponseTypeId: priorityLevels.firstResponseTypeId,
        subCategoryId: sql<number>`${subCategoryId}::integer`,
        isActive: sql<boolean>`coalesce(${priorityLevels.isActive}, false)`,
      })
      .from(priorities)
      .leftJoin(
        priorityLevels,
        and(eq(priorityLevels.priorityId, priorities.id), eq(priorityLevels.subCategoryId, subCategoryId)),
      )
      .where(eq(priorities.isActive, true))
      .orderBy(asc(priorities.id));
  },

  async upsertLevels(db: Executor, subCategoryId: number, levels: LevelValues[], actorId: number): Promise<void> {
    if (levels.length === 0) return;
    await db
      .insert(priorityLevels)
      .values(levels.map((level) => ({ ...level, subCategoryId, isActive: true, ...createdBy(actorId) })))
      .onConflictDoUpdate({
        target: [priorityLevels.subCategoryId, priorityLevels.priorityId],
        set: {
          responseTimeSetting: sql`excluded.response_time_setting`,
          responseTimeTypeId: sql`excluded.response_time_type_id`,
          firstResponseSetting: sql`excluded.first_response_setting`,
          firstResponseTypeId: sql`excluded.first_response_type_id`,
          isActive: true,
          ...modifiedBy(actorId),
        },
      });
  },

  async removeLevels(db: Executor, subCategoryId: number, priorityIds: number[]): Promise<void> {
    if (priorityIds.length === 0) return;
    await db
      .delete(priorityLevels)
      .where(and(eq(priorityLevels.subCategoryId, subCategoryId), inArray(priorityLevels.priorityId, priorityIds)));
  },
};
