// Roles and the business functions each one holds.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AssignmentOption, RoleInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { businessFunctionRoles, businessFunctions, roles } from '../../../db/schema';
import { createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = { id: roles.id, code: roles.code, detail: roles.detail, isActive: roles.isActive, isEditable: roles.isEditable };

export const rolesRepository = {
  ...catalogueTable({ table: roles, query: (db) => db.select(columns).from(roles) }),

  /** Whether another role already has this code, ignoring case and surrounding spaces. */
  async codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(sql`lower(trim(${roles.code}))`, code.trim().toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined));
    return rows.length > 0;
  },

  async insert(db: Executor, input: RoleInputParsed, actorId: number): Promise<number> {
    const [row] = await db
      .insert(roles)
      .values({ ...input, isEditable: true, ...createdBy(actorId) })
      .returning({ id: roles.id });
    return row.id;
  },

  async update(db: Executor, id: number, input: RoleInputParsed, actorId: number): Promise<void> {
    await db
      .update(roles)
      .set({ ...input, ...modifiedBy(actorId) })
      .where(eq(roles.id, id));
  },

  businessFunctionsOf(db: Executor, roleId: number): Promise<AssignmentOption[]> {
    return db
      .select({ value: businessFunctions.id, label: businessFunctions.label, isActive: businessFunctions.isActive })
      .from(businessFunctionRoles)
      .innerJoin(businessFunctions, eq(businessFunctions.id, businessFunctionRoles.businessFunctionId))
      .where(eq(businessFunctionRoles.roleId, roleId))
      .orderBy(asc(businessFunctions.id));
  },
};
