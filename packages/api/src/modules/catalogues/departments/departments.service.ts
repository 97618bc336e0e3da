// Departments (spec 3 Department): an owner (shown as 'Administrador' when missing) and members; deletion
// deactivates (spec 4). Members sent with the form replace the current ones in the same transaction.
import type { Department, DepartmentInputParsed, LookupItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { found, notFound } from '../../../lib/errors';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { departmentsRepository as repository } from './departments.repository';

export function createDepartmentsService({ db }: AppContext) {
  const checkReferences = (input: DepartmentInputParsed) =>
    assertReferences(db, [
      { field: 'ownerId', table: users, id: input.ownerId },
      { field: 'departmentMembers', table: users, id: input.departmentMembers },
    ]);

  const service: CatalogueService<Department, LookupItem, DepartmentInputParsed> = {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (id) => repository.get(db, id),
    async create({ departmentMembers, ...values }, user) {
      await checkReferences({ departmentMembers, ...values });
      const id = await db.transaction(async (tx) => {
        const id = await repository.insert(tx, values, user.companyId, user.id);
        await repository.addMembers(tx, id, departmentMembers ?? []);
        return id;
      });
      return found(await repository.get(db, id));
    },
    async update(id, { departmentMembers, ...values }, user) {
      found(await repository.get(db, id));
      await checkReferences({ departmentMembers, ...values });
      await db.transaction(async (tx) => {
        await repository.update(tx, id, values, user.id);
        if (departmentMembers) await repository.replaceMembers(tx, id, departmentMembers);
      });
      return found(await repository.get(db, id));
    },
    remove: (id, user) => repository.softDelete(db, id, user.id),
  };

  return {
    ...service,
    async addMembers(id: number, userIds: number[]): Promise<Department> {
      found(await repository.get(db, id));
      await assertReferences(db, [{ field: 'userIds', table: users, id: userIds }]);
      await repository.addMembers(db, id, [...new Set(userIds)]);
      return found(await repository.get(db, id));
    },
    async removeMember(id: number, userId: number): Promise<Department> {
      if (!(await repository.removeMember(db, id, userId))) throw notFound();
      return found(await repository.get(db, id));
    },
  };
}
