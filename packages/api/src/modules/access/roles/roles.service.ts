// Role rules of spec 5: a code is required and unique ignoring case, and a role marked not editable (the seeded
// superuser) can be neither changed nor deleted. Deleting a role users still hold answers 409.
import { catalogueMessages, type Role, type RoleInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { badRequest, found } from '../../../lib/errors';
import { rolesPolicy } from './roles.policy';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { uniqueWrite } from '../../../lib/catalogue-kit/unique-writes';
import { rolesRepository as repository } from './roles.repository';

/** The role, or 404; throws the spec's message when it may not be changed. */
export async function editableRole(db: Executor, id: number): Promise<Role> {
  const role = found(await repository.get(db, id));
  rolesPolicy.checkEditable(role);
  return role;
}

async function checkCode(db: Executor, code: string, exceptId?: number): Promise<void> {
  if (await repository.codeTaken(db, code, exceptId)) {
    throw badRequest({ code: catalogueMessages.roleExists }, catalogueMessages.roleExists);
  }
}

export function createRolesService({ db }: AppContext) {
  const service: CatalogueService<Role, Role, RoleInputParsed> = {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (id) => repository.get(db, id),
    async create(input, user) {
      await checkCode(db, input.code);
      // The unique index on lower(code) settles two simultaneous requests the check above let through.
      const id = await uniqueWrite(() => repository.insert(db, input, user.id), { code: catalogueMessages.roleExists });
      return found(await repository.get(db, id));
    },
    async update(id, input, user) {
      await editableRole(db, id);
      await checkCode(db, input.code, id);
      await uniqueWrite(() => repository.update(db, id, input, user.id), { code: catalogueMessages.roleExists });
      return found(await repository.get(db, id));
    },
    async remove(id) {
      await editableRole(db, id);
      await repository.hardDelete(db, id);
    },
  };
  return {
    ...service,
    /** PUT roles/getvalideditroleid: whether the screen may offer editing this role. */
    async canEdit(roleId: number): Promise<boolean> {
      return rolesPolicy.canEdit(found(await repository.get(db, roleId)));
    },
    businessFunctionsOf: async (roleId: number) => {
      found(await repository.get(db, roleId));
      return repository.businessFunctionsOf(db, roleId);
    },
  };
}
