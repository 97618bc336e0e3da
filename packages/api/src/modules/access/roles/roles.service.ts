// Role rules (docs/product/access.md#roles): a code is required and unique ignoring case, and a role marked not
// editable (the seeded superuser) can be neither changed nor deleted. Deleting a role users still hold answers 409.
// Each write is an audit log entry of entity `roles` in its transaction (docs/product/audit-log.md#what-is-recorded).
import { catalogueMessages, type Role, type RoleInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { duplicate, found } from '../../../lib/errors';
import { recordChange } from '../../../lib/audit-trail';
import { rolesPolicy } from './roles.policy';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { uniqueWrite } from '../../../lib/catalogue-kit/unique-writes';
import { rolesRepository as repository } from './roles.repository';

/** The role, or 404; throws the message of docs/product/access.md#roles when it may not be changed. */
export async function editableRole(db: Executor, id: number): Promise<Role> {
  const role = found(await repository.get(db, id));
  rolesPolicy.checkEditable(role);
  return role;
}

async function checkCode(db: Executor, code: string, exceptId?: number): Promise<void> {
  if (await repository.codeTaken(db, code, exceptId)) {
    throw duplicate({ code: catalogueMessages.roleExists }, catalogueMessages.roleExists);
  }
}

const roleOrNull = async (db: Executor, id: number): Promise<Role | null> => (await repository.get(db, id)) ?? null;

export function createRolesService({ db }: AppContext) {
  const service: CatalogueService<Role, Role, RoleInputParsed> = {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (_user, id) => repository.get(db, id),
    async create(user, input) {
      await checkCode(db, input.code);
      // The unique index on lower(code) settles two simultaneous requests the check above let through.
      const id = await uniqueWrite(
        () =>
          db.transaction(async (tx) => {
            const newId = await repository.insert(tx, input, user.id);
            await recordChange(tx, user, {
              action: 'create',
              entity: 'roles',
              recordId: newId,
              before: null,
              after: await roleOrNull(tx, newId),
            });
            return newId;
          }),
        { code: catalogueMessages.roleExists },
      );
      return found(await repository.get(db, id));
    },
    async update(user, id, input) {
      await editableRole(db, id);
      await checkCode(db, input.code, id);
      await uniqueWrite(
        () =>
          db.transaction(async (tx) => {
            const before = await roleOrNull(tx, id);
            await repository.update(tx, id, input, user.id);
            await recordChange(tx, user, {
              action: 'update',
              entity: 'roles',
              recordId: id,
              before,
              after: await roleOrNull(tx, id),
            });
          }),
        { code: catalogueMessages.roleExists },
      );
      return found(await repository.get(db, id));
    },
    async remove(user, id) {
      await editableRole(db, id);
      await db.transaction(async (tx) => {
        const before = await roleOrNull(tx, id);
        await repository.hardDelete(tx, id);
        await recordChange(tx, user, { action: 'delete', entity: 'roles', recordId: id, before, after: null });
      });
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
