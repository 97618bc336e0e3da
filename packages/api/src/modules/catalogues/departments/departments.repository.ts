// Departments with their responsible user and members, joined in SQL.
import { and, eq } from 'drizzle-orm';
import type { Department } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { departmentMembers, departments } from '../../../db/schema';
import { membersJson, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { replaceLinks } from '../../../lib/catalogue-kit/links';
import { deleteRows } from '../../../lib/delete-rows';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: departments.id,
  companyId: departments.companyId,
  code: departments.code,
  detail: departments.detail,
  ownerId: departments.ownerId,
  ownerName,
  isActive: departments.isActive,
  departmentMembers: membersJson<Department['departmentMembers'][number]>(
    { userId: departmentMembers.userId, parentId: departmentMembers.departmentId },
    departments.id,
    { departmentId: departmentMembers.departmentId },
  ),
};

export const departmentsRepository = {
  ...catalogueTable({
    table: departments,
    query: (db) => db.select(columns).from(departments).leftJoin(owner, eq(owner.id, departments.ownerId)),
    itemQuery: (db) => db.select({ id: departments.id, code: departments.code, detail: departments.detail }).from(departments),
  }),

  ...stampedRows(departments),

  replaceMembers: (db: Executor, departmentId: number, userIds: number[]) =>
    replaceLinks(
      db,
      departmentMembers,
      departmentMembers.departmentId,
      departmentId,
      userIds.map((userId) => ({ departmentId, userId })),
    ),

  async addMembers(db: Executor, departmentId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insert(departmentMembers)
      .values(userIds.map((userId) => ({ departmentId, userId })))
      .onConflictDoNothing();
  },

  removeMember: (db: Executor, departmentId: number, userId: number): Promise<boolean> =>
    deleteRows(
      db,
      departmentMembers,
      and(eq(departmentMembers.departmentId, departmentId), eq(departmentMembers.userId, userId)),
    ),
};
