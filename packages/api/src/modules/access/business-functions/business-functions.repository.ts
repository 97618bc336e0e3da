// Business functions (permissions): seeded reference rows, and the roles holding each one.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssignmentOption, PermissionItem } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { businessFunctionRoles, businessFunctions, roles } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = {
  id: businessFunctions.id,
  label: businessFunctions.label,
  url: businessFunctions.url,
  isActive: businessFunctions.isActive,
};

/** A business function as an option of the permission screen's tables, in menu order (by id). */
export const functionOptionColumns = {
  value: businessFunctions.id,
  label: businessFunctions.label,
  isActive: businessFunctions.isActive,
};
export const inMenuOrder = asc(businessFunctions.id);

export const businessFunctionsRepository = {
  // Ordered by id: the seeded order follows the menu of docs/product/screens.md#route-table.
  ...catalogueTable({
    table: businessFunctions,
    query: (db) => db.select(columns).from(businessFunctions),
    order: [asc(businessFunctions.id)],
  }),

  options(db: Executor): Promise<AssignmentOption[]> {
    return db
      .select(functionOptionColumns)
      .from(businessFunctions)
      .where(eq(businessFunctions.isActive, true))
      .orderBy(inMenuOrder);
  },

  /** The active business functions among `ids`, with their menu url (GET auth/permissions). */
  async activeByIds(db: Executor, ids: number[]): Promise<PermissionItem[]> {
    if (!ids.length) return [];
    return db
      .select({ id: businessFunctions.id, url: businessFunctions.url, label: businessFunctions.label })
      .from(businessFunctions)
      .where(and(inArray(businessFunctions.id, ids), eq(businessFunctions.isActive, true)))
      .orderBy(asc(businessFunctions.id));
  },

  rolesOf(db: Executor, businessFunctionId: number): Promise<AssignmentOption[]> {
    return db
      .select({ value: roles.id, label: roles.code, isActive: roles.isActive })
      .from(businessFunctionRoles)
      .innerJoin(roles, eq(roles.id, businessFunctionRoles.roleId))
      .where(eq(businessFunctionRoles.businessFunctionId, businessFunctionId))
      .orderBy(...byCode(roles.code, roles.id));
  },
};
