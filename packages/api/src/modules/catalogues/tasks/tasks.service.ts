// Tasks per sub-category (docs/product/catalogues.md#task-types-and-tasks): one row per task type and sub-category;
// deletion deactivates (docs/product/catalogues.md#catalogue-screens-in-common) since tickets keep copies of their
// tasks. The configuration form saves a task type's flags for the sub-categories of one category at once (all or none).
import {
  catalogueMessages,
  type Task,
  type TaskConfigurationInputParsed,
  type TaskConfigurationRow,
  type TaskInputParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { categories, subCategories, taskTypes } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createCatalogueService, stampedWrites, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertExists, assertReferences, rowsUnder } from '../../../lib/catalogue-kit/references';
import { tasksRepository as repository } from './tasks.repository';

export function createTasksService({ db }: AppContext) {
  const service = createCatalogueService<Task, Task, Task, TaskInputParsed>({
    entity: 'tasks',
    db,
    store: repository,
    check: (input) =>
      assertReferences(db, [
        { field: 'subCategoryId', table: subCategories, id: input.subCategoryId },
        { field: 'taskTypeId', table: taskTypes, id: input.taskTypeId },
      ]),
    ...stampedWrites(repository),
    /** One task per task type and sub-category. */
    unique: { taskTypeId: catalogueMessages.taskAlreadyConfigured },
    remove: softDeletion(repository),
  });

  return {
    ...service,
    ofTaskType: rowsUnder<Task[]>(db, taskTypes, (taskTypeId) => repository.list(db, repository.ofTaskType(taskTypeId))),
    ofSubCategory: rowsUnder<Task[]>(db, subCategories, (subCategoryId) =>
      repository.list(db, repository.ofSubCategory(subCategoryId)),
    ),
    async configuration(taskTypeId: number, categoryId: number): Promise<TaskConfigurationRow[]> {
      await assertExists(db, taskTypes, taskTypeId);
      await assertExists(db, categories, categoryId);
      return repository.configuration(db, taskTypeId, categoryId);
    },
    async saveConfiguration(user: AuthUser, input: TaskConfigurationInputParsed): Promise<TaskConfigurationRow[]> {
      await assertReferences(db, [
        { field: 'taskTypeId', table: taskTypes, id: input.taskTypeId },
        { field: 'categoryId', table: categories, id: input.categoryId },
      ]);
      const flags = [...new Map(input.subCategories.map((s) => [s.subCategoryId, s])).values()];
      const ofCategory = await repository.subCategoriesOfCategory(
        db,
        input.categoryId,
        flags.map((f) => f.subCategoryId),
      );
      if (ofCategory.length !== flags.length) throw badRequest({ subCategories: catalogueMessages.subCategoryNotInCategory });
      await db.transaction((tx) => repository.upsertFlags(tx, input.taskTypeId, flags, user.companyId, user.id));
      return repository.configuration(db, input.taskTypeId, input.categoryId);
    },
  };
}
