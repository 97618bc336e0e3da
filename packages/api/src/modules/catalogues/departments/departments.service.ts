// Departments (docs/product/catalogues.md#departments): a responsible (an active internal user; 'Administrador' when
// missing) and members; deletion deactivates (docs/product/catalogues.md#catalogue-screens-in-common). Members sent
// with the form replace the current ones in the same transaction.
import type { Department, DepartmentInputParsed, LookupItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { found, notFound } from '../../../lib/errors';
import { createCatalogueService, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { responsibleReference } from '../catalogues.policy';
import { departmentsRepository as repository } from './departments.repository';

export function createDepartmentsService({ db }: AppContext) {
  const service = createCatalogueService<Department, Department, LookupItem, DepartmentInputParsed>({
    entity: 'departments',
    db,
    store: repository,
    check: (input) =>
      assertReferences(db, [
        responsibleReference('ownerId', input.ownerId),
        { field: 'departmentMembers', table: users, id: input.departmentMembers },
      ]),
    async insert(tx, { departmentMembers, ...values }, user) {
      const id = await repository.insert(tx, values, user.companyId, user.id);
      await repository.addMembers(tx, id, departmentMembers ?? []);
      return id;
    },
    async update(tx, id, { departmentMembers, ...values }, user) {
      await repository.update(tx, id, values, user.id);
      if (departmentMembers) await repository.replaceMembers(tx, id, departmentMembers);
    },
    remove: softDeletion(repository),
  });

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
