// User groups (docs/product/catalogues.md#groups): saved with their members in one transaction; at least one active
// member (docs/product/catalogues.md#validation). Deleting a group deactivates it: sub-categories and ticket visibility
// refer to groups, and the groups screen offers no real deletion.
import type { LookupItem, UserGroup, UserGroupInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { createCatalogueService, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { userGroupsRepository as repository } from './user-groups.repository';

export const createUserGroupsService = ({ db }: AppContext) =>
  createCatalogueService<UserGroup, UserGroup, LookupItem, UserGroupInputParsed>({
    entity: 'user-groups',
    db,
    store: repository,
    check: (input) => assertReferences(db, [{ field: 'members', table: users, id: input.members.map((m) => m.userId) }]),
    async insert(tx, { members, ...values }, user) {
      const id = await repository.insert(tx, values, user.companyId, user.id);
      await repository.replaceMembers(tx, id, members);
      return id;
    },
    async update(tx, id, { members, ...values }, user) {
      await repository.update(tx, id, values, user.id);
      await repository.replaceMembers(tx, id, members);
    },
    remove: softDeletion(repository),
  });
