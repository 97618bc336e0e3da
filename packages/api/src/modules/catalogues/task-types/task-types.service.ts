// Task types (spec 3 TaskType): a plain catalogue; deletion deactivates (spec 4) so configured tasks keep their type.
import type { TaskType, TaskTypeInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { found, notFound } from '../../../lib/errors';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { taskTypesRepository as repository } from './task-types.repository';

export function createTaskTypesService({ db }: AppContext): CatalogueService<TaskType, TaskType, TaskTypeInputParsed> {
  return {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (id) => repository.get(db, id),
    async create(input, user) {
      const id = await repository.insert(db, input, user.companyId, user.id);
      return found(await repository.get(db, id));
    },
    async update(id, input, user) {
      if (!(await repository.update(db, id, input, user.id))) throw notFound();
      return found(await repository.get(db, id));
    },
    remove: (id, user) => repository.softDelete(db, id, user.id),
  };
}
