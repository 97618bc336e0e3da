// Task types: reads through the catalogue table helper, writes stamped with the acting user.
import { eq } from 'drizzle-orm';
import type { TaskTypeInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { taskTypes } from '../../../db/schema';
import { createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = {
  id: taskTypes.id,
  companyId: taskTypes.companyId,
  code: taskTypes.code,
  detail: taskTypes.detail,
  isActive: taskTypes.isActive,
};

export const taskTypesRepository = {
  ...catalogueTable({ table: taskTypes, query: (db) => db.select(columns).from(taskTypes) }),

  async insert(db: Executor, input: TaskTypeInputParsed, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(taskTypes)
      .values({ ...input, companyId, ...createdBy(actorId) })
      .returning({ id: taskTypes.id });
    return row.id;
  },

  async update(db: Executor, id: number, input: TaskTypeInputParsed, actorId: number): Promise<boolean> {
    const rows = await db
      .update(taskTypes)
      .set({ ...input, ...modifiedBy(actorId) })
      .where(eq(taskTypes.id, id))
      .returning({ id: taskTypes.id });
    return rows.length > 0;
  },
};
