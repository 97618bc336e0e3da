// User groups with their members, joined in SQL.
import { eq } from 'drizzle-orm';
import type { UserGroup, UserGroupInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { userGroupMembers, userGroups } from '../../../db/schema';
import { createdBy, membersJson, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { replaceLinks } from '../../../lib/catalogue-kit/links';

const columns = {
  id: userGroups.id,
  companyId: userGroups.companyId,
  code: userGroups.code,
  detail: userGroups.detail,
  isActive: userGroups.isActive,
  members: membersJson<UserGroup['members'][number]>(
    { userId: userGroupMembers.userId, parentId: userGroupMembers.userGroupId },
    userGroups.id,
    { userGroupId: userGroupMembers.userGroupId, isActive: userGroupMembers.isActive },
  ),
};

type GroupValues = Omit<UserGroupInputParsed, 'members'>;

export const userGroupsRepository = {
  ...catalogueTable({
    table: userGroups,
    query: (db) => db.select(columns).from(userGroups),
    itemQuery: (db) => db.select({ id: userGroups.id, code: userGroups.code, detail: userGroups.detail }).from(userGroups),
  }),

  async insert(db: Executor, values: GroupValues, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(userGroups)
      .values({ ...values, companyId, ...createdBy(actorId) })
      .returning({ id: userGroups.id });
    return row.id;
  },

  async update(db: Executor, id: number, values: GroupValues, actorId: number): Promise<void> {
    await db
      .update(userGroups)
      .set({ ...values, ...modifiedBy(actorId) })
      .where(eq(userGroups.id, id));
  },

  replaceMembers: (db: Executor, userGroupId: number, members: UserGroupInputParsed['members']) =>
    replaceLinks(
      db,
      userGroupMembers,
      userGroupMembers.userGroupId,
      userGroupId,
      members.map((m) => ({ userGroupId, ...m })),
    ),
};
