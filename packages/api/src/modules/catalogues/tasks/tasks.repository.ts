// Tasks (a task type required or offered for a sub-category), with sub-category and task type codes joined in SQL.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TaskConfigurationRow } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { subCategories, taskTypes, tasks } from '../../../db/schema';
import { byCode, createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: tasks.id,
  companyId: tasks.companyId,
  subCategoryId: tasks.subCategoryId,
  subCategoryCode: subCategories.code,
  taskTypeId: tasks.taskTypeId,
  taskTypeCode: taskTypes.code,
  isRequired: tasks.isRequired,
  isActive: tasks.isActive,
};

/** The task type's flags for one sub-category, as the configuration form saves them. */
export interface TaskFlags {
  subCategoryId: number;
  isRequired: boolean;
  isActive: boolean;
}

export const tasksRepository = {
  ...catalogueTable({
    table: tasks,
    query: (db) =>
      db
        .select(columns)
        .from(tasks)
        .innerJoin(subCategories, eq(subCategories.id, tasks.subCategoryId))
        .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId)),
    order: [...byCode(taskTypes.code), ...byCode(subCategories.code, tasks.id)],
  }),

  ofTaskType: (taskTypeId: number) => eq(tasks.taskTypeId, taskTypeId),
  ofSubCategory: (subCategoryId: number) => eq(tasks.subCategoryId, subCategoryId),

  ...stampedRows(tasks),

  /** Ids of the given sub-categories that belong to the category. */
  async subCategoriesOfCategory(db: Executor, categoryId: number, subCategoryIds: number[]): Promise<number[]> {
    if (subCategoryIds.length === 0) return [];
    const rows = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.categoryId, categoryId), inArray(subCategories.id, subCategoryIds)));
    return rows.map((r) => r.id);
  },

  /** Each active sub-category of the category (and any linked inactive one) with the task type's flags on it. */
  configuration(db: Executor, taskTypeId: number, categoryId: number): Promise<TaskConfigurationRow[]> {
    return db
      .select({
        taskId: tasks.id,
        taskTypeId: sql<number>`${taskTypeId}::integer`,
        categoryId: subCategories.categoryId,
        subCategoryId: subCategories.id,
        code: subCategories.code,
        isRequired: sql<boolean>`coalesce(${tasks.isRequired}, false)`,
        isActive: sql<boolean>`coalesce(${tasks.isActive}, false)`,
      })
      .from(subCategories)
      .leftJoin(tasks, and(eq(tasks.subCategoryId, subCategories.id), eq(tasks.taskTypeId, taskTypeId)))
      .where(and(eq(subCategories.categoryId, categoryId), or(eq(subCategories.isActive, true), isNotNull(tasks.id))))
      .orderBy(...byCode(subCategories.code, subCategories.id));
  },

  async upsertFlags(db: Executor, taskTypeId: number, flags: TaskFlags[], companyId: number, actorId: number): Promise<void> {
    if (flags.length === 0) return;
    await db
      .insert(tasks)
      .values(flags.map((f) => ({ ...f, taskTypeId, companyId, ...createdBy(actorId) })))
      .onConflictDoUpdate({
        target: [tasks.subCategoryId, tasks.taskTypeId],
        set: { isRequired: sql`excluded.is_required`, isActive: sql`excluded.is_active`, ...modifiedBy(actorId) },
      });
  },
};
