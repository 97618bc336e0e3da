// Roles and the business functions each one holds.
import { and, eq, ne, sql } from 'drizzle-orm';
import { SUPERUSER_ROLE_ID, type AssignmentOption, type RoleInputParsed } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import type { Executor } from '../../../db/client';
import { businessFunctionRoles, businessFunctions, roles } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { actorStampedRows } from '../../../lib/catalogue-kit/stamped-rows';
import { rowExists } from '../../../lib/row-exists';
import { functionOptionColumns, inMenuOrder } from '../business-functions/business-functions.repository';

/** A role and the active business functions it holds (the superuser role holds every one). */
export interface RoleGrants {
  id: number;
  permissionIds: number[];
}

const columns = {
  id: roles.id,
  code: roles.code,
  detail: roles.detail,
  isActive: roles.isActive,
  isEditable: roles.isEditable,
  requiresTwoFactor: roles.requiresTwoFactor,
};
const rows = actorStampedRows(roles);

export const rolesRepository = {
  ...catalogueTable({ table: roles, query: (db) => db.select(columns).from(roles) }),

  /** Whether another role already has this code, ignoring case and surrounding spaces. */
  codeTaken: (db: Executor, code: string, exceptId?: number): Promise<boolean> =>
    rowExists(
      db,
      roles,
      and(eq(sql`lower(trim(${roles.code}))`, code.trim().toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined),
    ),

  /** A role made on the screen is editable (only the seeded superuser role is not). */
  insert: (db: Executor, input: RoleInputParsed, actorId: number): Promise<number> =>
    rows.insert(db, { ...input, isEditable: true }, actorId),
  update: (db: Executor, id: number, input: RoleInputParsed, actorId: number): Promise<boolean> =>
    rows.update(db, id, input, actorId),

  businessFunctionsOf(db: Executor, roleId: number): Promise<AssignmentOption[]> {
    return db
      .select(functionOptionColumns)
      .from(businessFunctionRoles)
      .innerJoin(businessFunctions, eq(businessFunctions.id, businessFunctionRoles.businessFunctionId))
      .where(eq(businessFunctionRoles.roleId, roleId))
      .orderBy(inMenuOrder);
  },

  /** The active roles with what each holds; `roleId` narrows it to one role, active or not. */
  async grants(db: Executor, roleId?: number): Promise<RoleGrants[]> {
    const rows = await queryRows<{ id: number; permissionIds: number[] | null }>(
      db,
      sql`
      SELECT r.id,
             (SELECT array_agg(bf.id ORDER BY bf.id) FROM business_functions bf
               WHERE bf.is_active
                 AND (r.id = ${SUPERUSER_ROLE_ID}
                      OR EXISTS (SELECT 1 FROM business_function_roles bfr
                                 WHERE bfr.role_id = r.id AND bfr.business_function_id = bf.id))) AS "permissionIds"
        FROM roles r
       WHERE ${roleId === undefined ? sql`r.is_active` : sql`r.id = ${roleId}`}
       ORDER BY r.id`,
    );
    return rows.map((row) => ({ id: row.id, permissionIds: row.permissionIds ?? [] }));
  },
};
