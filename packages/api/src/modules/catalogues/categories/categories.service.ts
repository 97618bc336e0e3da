// Categories (spec 3 Category): saved with their public configs in one transaction (cleared when not public);
// deletion removes the row, or answers 409 while sub-categories or tickets use it (spec 4, 8).
import type { Category, CategoryInputParsed, CategoryItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { departments, users } from '../../../db/schema';
import { found } from '../../../lib/errors';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { categoriesRepository as repository, visibleCategories } from './categories.repository';

export function createCategoriesService({ db }: AppContext): CatalogueService<Category, CategoryItem, CategoryInputParsed> {
  const check = (input: CategoryInputParsed) =>
    assertReferences(db, [
      { field: 'ownerId', table: users, id: input.ownerId },
      { field: 'deparmentId', table: departments, id: input.deparmentId },
    ]);

  return {
    list: () => repository.list(db),
    all: (user) => repository.active(db, visibleCategories(user)),
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
}
