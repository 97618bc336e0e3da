// Tasks per sub-category (spec 3 Task / Task configuration): one row per task type and sub-category; deletion
// deactivates (spec 4) since tickets keep copies of their tasks. The configuration form saves a task type's flags
// for the sub-categories of one category at once (all or none).
import {
  catalogueMessages,
  type Task,
  type TaskConfigurationInputParsed,
  type TaskConfigurationRow,
  type TaskInputParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { categories, subCategories, taskTypes } from '../../../db/schema';
import { badRequest, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertExists, assertReferences } from '../../../lib/catalogue-kit/references';
import { uniqueWrite } from '../../../lib/catalogue-kit/unique-writes';
import { tasksRepository as repository } from './tasks.repository';

/** One task per task type and sub-category. */
const oncePerSubCategory = <T>(write: () => Promise<T>) =>
  uniqueWrite(write, { taskTypeId: catalogueMessages.taskAlreadyConfigured });

export function createTasksService({ db }: AppContext) {
  const check = (input: TaskInputParsed) =>
    assertReferences(db, [
      { field: 'subCategoryId', table: subCategories, id: input.subCategoryId },
      { field: 'taskTypeId', table: taskTypes, id: input.taskTypeId },
    ]);

  const service: CatalogueService<Task, Task, TaskInputParsed> = {
    list: () => repository.list(db),
    all: () => repository.active(db),
    get: (id) => repository.get(db, id),
    async create(input, user) {
      await check(input);
      const id = await oncePerSubCategory(() => repository.insert(db, input, user.companyId, user.id));
      return found(await repository.get(db, id));
    },
    async update(id, input, user) {
      found(await repository.get(db, id));
      await check(input);
      await oncePerSubCategory(() => repository.update(db, id, input, user.id));
      return found(await repository.get(db, id));
    },
    remove: (id, user) => repository.softDelete(db, id, user.id),
  };

  return {
    ...service,
    async ofTaskType(taskTypeId: number): Promise<Task[]> {
      await assertExists(db, taskTypes, taskTypeId);
      return repository.list(db, repository.ofTaskType(taskTypeId));
    },
    async ofSubCategory(subCategoryId: number): Promise<Task[]> {
      await assertExists(db, subCategories, subCategoryId);
      return repository.list(db, repository.ofSubCategory(subCategoryId));
    },
    async configuration(taskTypeId: number, categoryId: number): Promise<TaskConfigurationRow[]> {
      await assertExists(db, taskTypes, taskTypeId);
      await assertExists(db, categories, categoryId);
      return repository.configuration(db, taskTypeId, categoryId);
    },
    async saveConfiguration(input: TaskConfigurationInputParsed, user: AuthUser): Promise<TaskConfigurationRow[]> {
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
