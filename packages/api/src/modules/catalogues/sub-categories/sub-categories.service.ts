// Sub-categories (spec 3 SubCategory): saved with their public configs in one transaction (cleared when not
// public); deletion removes the row with its locations, SLA levels and tasks, or answers 409 while tickets use it.
import type { SubCategory, SubCategoryInputParsed, SubCategoryItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { categories, userGroups, users } from '../../../db/schema';
import { found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertExists, assertReferences } from '../../../lib/catalogue-kit/references';
import {
  ofCategory,
  ownedBy,
  pickableOfCategory,
  subCategoriesRepository as repository,
  visibleSubCategories,
} from './sub-categories.repository';

export function createSubCategoriesService({ db }: AppContext) {
  const check = (input: SubCategoryInputParsed) =>
    assertReferences(db, [
      { field: 'categoryId', table: categories, id: input.categoryId },
      { field: 'ownerId', table: users, id: input.ownerId },
      { field: 'userGroupId', table: userGroups, id: input.userGroupId },
    ]);

  const existingCategory = (categoryId: number) => assertExists(db, categories, categoryId);

  const service: CatalogueService<SubCategory, SubCategoryItem, SubCategoryInputParsed> = {
    list: () => repository.list(db),
    all: (user) => repository.active(db, visibleSubCategories(user)),
    get: (id) => repository.get(db, id),
    async create(input, user) {
      await check(input);
      const id = await db.transaction((tx) => repository.insert(tx, input, user.companyId, user.id));
      return found(await repository.get(db, id));
    },
    async update(id, input, user) {
      found(await repository.get(db, id));
      await check(input);
      await db.transaction((tx) => repository.update(tx, id, input, user.id));
      return found(await repository.get(db, id));
    },
    remove: (id) => repository.hardDelete(db, id),
  };

  return {
    ...service,
    /** GET subcategories/responsible. */
    responsible: (user: AuthUser) => repository.list(db, ownedBy(user.id)),
    /** GET categories/{id}/subcategories: the embedded list of the category screen, inactive ones included. */
    async ofCategory(categoryId: number) {
      await existingCategory(categoryId);
      return repository.list(db, ofCategory(categoryId));
    },
    /** GET categories/{id}/subcategories/all: the ticket form's picker. */
    async pickableOfCategory(categoryId: number, user: AuthUser) {
      await existingCategory(categoryId);
      return repository.active(db, pickableOfCategory(user, categoryId));
    },
  };
}
