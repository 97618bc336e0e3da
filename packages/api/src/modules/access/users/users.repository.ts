// Reads and writes of users, with role, entity type and branch names joined in SQL.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { companyLocations, entityTypes, roles, users } from '../../../db/schema';

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

const matching = (q: string | undefined) => {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.userName, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern));
};

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

  /** Active users whose name, user name or e-mail contains the text (type-ahead pickers). */
  search(db: Executor, text: string, limit = 20) {
    return db
      .select({ id: users.id, userName: users.userName, displayName: users.displayName, email: users.email })
      .from(users)
      .where(and(eq(users.isActive, true), matching(text)))
      .orderBy(asc(sql`lower(${users.displayName})`))
      .limit(limit);
  },

  active(db: Executor) {
    return db
      .select({ id: users.id, userName: users.userName, displayName: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.isActive, true))
      .orderBy(asc(sql`lower(${users.displayName})`));
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
