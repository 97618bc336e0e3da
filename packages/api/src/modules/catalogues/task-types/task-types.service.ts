// Task types (docs/product/catalogues.md#task-types-and-tasks): a plain catalogue; deletion deactivates
// (docs/product/catalogues.md#catalogue-screens-in-common) so configured tasks keep their type.
import type { TaskType, TaskTypeInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { createCatalogueService, stampedWrites, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { taskTypesRepository as repository } from './task-types.repository';

export const createTaskTypesService = ({ db }: AppContext) =>
  createCatalogueService<TaskType, TaskType, TaskType, TaskTypeInputParsed>({
    entity: 'task-types',
    db,
    store: repository,
    ...stampedWrites(repository),
    remove: softDeletion(repository),
  });
