// User groups (spec 3 UserGroup): saved with their members in one transaction; at least one active member (spec 5).
// Deleting a group deactivates it: sub-categories and ticket visibility refer to groups, and the spec's screen
// offers no real deletion.
import type { LookupItem, UserGroup, UserGroupInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { found } from '../../../lib/errors';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { userGroupsRepository as repository } from './user-groups.repository';

export function createUserGroupsService({ db }: AppContext): CatalogueService<UserGroup, LookupItem, UserGroupInputParsed> {
  const checkMembers = (input: UserGroupInputParsed) =>
    assertReferences(db, [{ field: 'members', table: users, id: input.members.map((m) => m.userId) }]);

  return {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (id) => repository.get(db, id),
    async create({ members, ...values }, user) {
      await checkMembers({ members, ...values });
      const id = await db.transaction(async (tx) => {
        const id = await repository.insert(tx, values, user.companyId, user.id);
        await repository.replaceMembers(tx, id, members);
        return id;
      });
      return found(await repository.get(db, id));
    },
    async update(id, { members, ...values }, user) {
      found(await repository.get(db, id));
      await checkMembers({ members, ...values });
      await db.transaction(async (tx) => {
        await repository.update(tx, id, values, user.id);
        await repository.replaceMembers(tx, id, members);
      });
      return found(await repository.get(db, id));
    },
    remove: (id, user) => repository.softDelete(db, id, user.id),
  };
}
