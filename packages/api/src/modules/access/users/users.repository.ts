// Reads and writes of users, with role, entity type and branch names joined in SQL.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery, UserInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { companyLocations, entityTypes, externalEntities, roles, users } from '../../../db/schema';

const listColumns = {
  id: users.id,
  userName: users.userName,
  displayName: users.displayName,
  email: users.email,
  mobilePhone: users.mobilePhone,
  roleId: users.roleId,
  roleName: roles.code,
  companyLocationId: users.companyLocationId,
  companyLocationName: companyLocations.code,
  externalId: users.externalId,
  isActive: users.isActive,
  entityTypeId: users.entityTypeId,
  entityTypeName: entityTypes.code,
  externalEntityId: users.externalEntityId,
  userTypeId: users.userTypeId,
  isTempPassword: users.isTempPassword,
  isGroup: users.isGroup,
  lastLogon: users.lastLogon,
  emailNotifications: users.emailNotifications,
};

const sortable: Record<string, SQL | typeof users.id> = {
  id: sql`${users.id}`,
  userName: sql`lower(${users.userName})`,
  displayName: sql`lower(${users.displayName})`,
  email: sql`lower(${users.email})`,
  roleName: sql`lower(${roles.code})`,
  companyLocationName: sql`lower(${companyLocations.code})`,
  isActive: sql`${users.isActive}`,
};

function baseQuery(db: Executor) {
  return db
    .select(listColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(entityTypes, eq(entityTypes.id, users.entityTypeId))
    .leftJoin(companyLocations, eq(companyLocations.id, users.companyLocationId));
}

export type UserRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** The columns the pickers may search: every text column for internal users, the name alone for the others. */
export const searchColumns = { all: [users.userName, users.displayName, users.email], nameOnly: [users.displayName] };

const matching = (q: string | undefined, columns: PgColumn[] = searchColumns.all) => {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
};

const pickerColumns = { id: users.id, userName: users.userName, displayName: users.displayName, email: users.email };

export type UserValues = Omit<typeof users.$inferInsert, 'id'>;

/** What the references of the user form point at: the role's code, and whether the other rows exist and are active. */
export interface UserReferences {
  roleCode: string | null;
  companyLocation: boolean;
  entityType: boolean;
  externalEntity: boolean;
}

/**
 * The user's own columns an administrator changes, as the audit log compares them
 * (docs/product/audit-log.md#what-is-recorded): the password hash is among them so a new password shows, masked.
 */
const auditedColumns = {
  userName: users.userName,
  displayName: users.displayName,
  email: users.email,
  mobilePhone: users.mobilePhone,
  roleId: users.roleId,
  companyLocationId: users.companyLocationId,
  entityTypeId: users.entityTypeId,
  externalEntityId: users.externalEntityId,
  externalId: users.externalId,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  isTempPassword: users.isTempPassword,
  needChangePassword: users.needChangePassword,
};

export type AuditedUser = { [K in keyof typeof auditedColumns]: (typeof users.$inferSelect)[K] };

export const usersRepository = {
  async page(db: Executor, query: PageQuery): Promise<{ rows: UserRow[]; total: number }> {
    const where = matching(query.q);
    const order = sortable[query.sortField ?? ''] ?? sortable.displayName;
    const [rows, [{ total }]] = await Promise.all([
      baseQuery(db)
        .where(where)
        .orderBy(query.sortOrder === 'desc' ? desc(order) : asc(order), asc(users.id))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  },

  async get(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await baseQuery(db).where(eq(users.id, id));
    return row;
  },

  /** Users of `where` whose searchable columns contain the text (type-ahead pickers). */
  search(db: Executor, text: string, where: SQL, columns: PgColumn[], limit = 20) {
    return db
      .select(pickerColumns)
      .from(users)
      .where(and(where, matching(text, columns)))
      .orderBy(asc(sql`lower(${users.displayName})`))
      .limit(limit);
  },

  picker(db: Executor, where: SQL) {
    return db
      .select(pickerColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`));
  },

  async references(db: Executor, input: UserInputParsed): Promise<UserReferences> {
    const [role] = await db
      .select({ code: roles.code })
      .from(roles)
      .where(and(eq(roles.id, input.roleId), eq(roles.isActive, true)));
    const [location] = await db
      .select({ id: companyLocations.id })
      .from(companyLocations)
      .where(and(eq(companyLocations.id, input.companyLocationId), eq(companyLocations.isActive, true)));
    const [entityType] = await db
      .select({ id: entityTypes.id })
      .from(entityTypes)
      .where(and(eq(entityTypes.id, input.entityTypeId), eq(entityTypes.isActive, true)));
    const [entity] = input.externalEntityId
      ? await db
          .select({ id: externalEntities.id })
          .from(externalEntities)
          .where(
            and(
              eq(externalEntities.id, input.externalEntityId),
              eq(externalEntities.entityTypeId, input.entityTypeId),
              eq(externalEntities.isActive, true),
            ),
          )
      : [];
    return { roleCode: role?.code ?? null, companyLocation: !!location, entityType: !!entityType, externalEntity: !!entity };
  },

  /** The user's audited fields (see auditedColumns); null when there is no such user. */
  async audited(db: Executor, id: number): Promise<AuditedUser | null> {
    const [row] = await db.select(auditedColumns).from(users).where(eq(users.id, id));
    return row ?? null;
  },

  async insert(db: Executor, values: UserValues): Promise<number> {
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    return row.id;
  },

  async update(db: Executor, id: number, values: Partial<UserValues>): Promise<void> {
    await db.update(users).set(values).where(eq(users.id, id));
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },

  /** Ids of users holding this user name or e-mail (case-insensitive), other than `exceptId`. */
  async clashes(db: Executor, userName: string, email: string, exceptId?: number) {
    const rows = await db
      .select({ id: users.id, userName: users.userName, email: users.email })
      .from(users)
      .where(or(eq(sql`lower(${users.userName})`, userName.toLowerCase()), eq(sql`lower(${users.email})`, email.toLowerCase())));
    const others = rows.filter((r) => r.id !== exceptId);
    return {
      userName: others.some((r) => r.userName.toLowerCase() === userName.toLowerCase()),
      email: others.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  },
};
