// Task types (spec 3 TaskType): a plain catalogue; deletion deactivates (spec 4) so configured tasks keep their type.
import type { TaskType, TaskTypeInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { createCatalogueService, stampedWrites, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { taskTypesRepository as repository } from './task-types.repository';

export const createTaskTypesService = ({ db }: AppContext) =>
  createCatalogueService<TaskType, TaskType, TaskType, TaskTypeInputParsed>({
    db,
    store: repository,
    ...stampedWrites(repository),
    remove: softDeletion(repository),
  });
