// Grants of business functions to roles (the business_function_roles link table).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BusinessFunctionRole } from '@tms/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { businessFunctionRoles, businessFunctions, roles } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { replaceLinks } from '../../../lib/catalogue-kit/links';
import { deleteRows } from '../../../lib/delete-rows';

/** The ids in `column` of the grants `where` picks: a role's business functions, or a function's roles. */
const grantedIds = async (db: Executor, column: PgColumn, where: SQL) =>
  (await db.select({ id: column }).from(businessFunctionRoles).where(where)).map((r) => r.id as number);

export const businessFunctionRolesRepository = {
  list(db: Executor, where?: SQL): Promise<BusinessFunctionRole[]> {
    return db
      .select({
        roleId: businessFunctionRoles.roleId,
        roleName: roles.code,
        businessFunctionId: businessFunctionRoles.businessFunctionId,
        businessFunctionLabel: businessFunctions.label,
      })
      .from(businessFunctionRoles)
      .innerJoin(roles, eq(roles.id, businessFunctionRoles.roleId))
      .innerJoin(businessFunctions, eq(businessFunctions.id, businessFunctionRoles.businessFunctionId))
      .where(where)
      .orderBy(...byCode(roles.code, roles.id), asc(businessFunctions.id));
  },

  async find(db: Executor, roleId: number, businessFunctionId: number): Promise<BusinessFunctionRole | undefined> {
    const [row] = await businessFunctionRolesRepository.list(
      db,
      and(eq(businessFunctionRoles.roleId, roleId), eq(businessFunctionRoles.businessFunctionId, businessFunctionId)),
    );
    return row;
  },

  /** Roles whose grants may not change (isEditable false). */
  async lockedRoleIds(db: Executor): Promise<number[]> {
    const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.isEditable, false));
    return rows.map((r) => r.id);
  },

  async grant(db: Executor, roleId: number, businessFunctionId: number): Promise<void> {
    await db.insert(businessFunctionRoles).values({ roleId, businessFunctionId }).onConflictDoNothing();
  },

  revoke: (db: Executor, roleId: number, businessFunctionId: number): Promise<boolean> =>
    deleteRows(
      db,
      businessFunctionRoles,
      and(eq(businessFunctionRoles.roleId, roleId), eq(businessFunctionRoles.businessFunctionId, businessFunctionId)),
    ),

  functionsOfRole: (db: Executor, roleId: number): Promise<number[]> =>
    grantedIds(db, businessFunctionRoles.businessFunctionId, eq(businessFunctionRoles.roleId, roleId)),

  rolesOfFunction: (db: Executor, businessFunctionId: number): Promise<number[]> =>
    grantedIds(db, businessFunctionRoles.roleId, eq(businessFunctionRoles.businessFunctionId, businessFunctionId)),

  replaceFunctionsOfRole: (db: Executor, roleId: number, businessFunctionIds: number[]) =>
    replaceLinks(
      db,
      businessFunctionRoles,
      businessFunctionRoles.roleId,
      roleId,
      businessFunctionIds.map((businessFunctionId) => ({ roleId, businessFunctionId })),
    ),

  replaceRolesOfFunction: (db: Executor, businessFunctionId: number, roleIds: number[]) =>
    replaceLinks(
      db,
      businessFunctionRoles,
      businessFunctionRoles.businessFunctionId,
      businessFunctionId,
      roleIds.map((roleId) => ({ roleId, businessFunctionId })),
    ),
};
