// User groups with their members, joined in SQL.
import type { UserGroup, UserGroupInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { userGroupMembers, userGroups } from '../../../db/schema';
import { membersJson } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { replaceLinks } from '../../../lib/catalogue-kit/links';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

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

export const userGroupsRepository = {
  ...catalogueTable({
    table: userGroups,
    query: (db) => db.select(columns).from(userGroups),
    itemQuery: (db) => db.select({ id: userGroups.id, code: userGroups.code, detail: userGroups.detail }).from(userGroups),
  }),

  ...stampedRows(userGroups),

  replaceMembers: (db: Executor, userGroupId: number, members: UserGroupInputParsed['members']) =>
    replaceLinks(
      db,
      userGroupMembers,
      userGroupMembers.userGroupId,
      userGroupId,
      members.map((m) => ({ userGroupId, ...m })),
    ),
};
