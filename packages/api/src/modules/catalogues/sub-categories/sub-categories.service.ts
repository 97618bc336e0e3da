// Sub-categories (docs/product/catalogues.md#sub-categories): saved with their public configs in one transaction
// (cleared when not public); the responsible must be an active internal user; deletion removes the row with its
// locations, SLA levels and tasks, or answers 409 while tickets use it.
import { and } from 'drizzle-orm';
import type { SubCategory, SubCategoryInputParsed, SubCategoryItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { categories, userGroups } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { createCatalogueService, stampedWrites, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertExists, assertReferences } from '../../../lib/catalogue-kit/references';
import { responsibleReference } from '../catalogues.policy';
import { subCategoriesPolicy as policy } from './sub-categories.policy';
import { ofCategory, subCategoriesRepository as repository } from './sub-categories.repository';

export function createSubCategoriesService({ db }: AppContext) {
  const existingCategory = (categoryId: number) => assertExists(db, categories, categoryId);

  const service = createCatalogueService<SubCategory, SubCategory, SubCategoryItem, SubCategoryInputParsed>({
    entity: 'sub-categories',
    db,
    store: repository,
    pickable: policy.visibleSubCategories,
    check: (input) =>
      assertReferences(db, [
        { field: 'categoryId', table: categories, id: input.categoryId },
        responsibleReference('ownerId', input.ownerId),
        { field: 'userGroupId', table: userGroups, id: input.userGroupId },
      ]),
    ...stampedWrites(repository),
    remove: hardDeletion(repository),
  });

  return {
    ...service,
    /** GET subcategories/responsible. */
    responsible: (user: AuthUser) => repository.list(db, policy.ownedBy(user)),
    /** GET categories/{id}/subcategories: the embedded list of the category screen, inactive ones included. */
    async ofCategory(categoryId: number) {
      await existingCategory(categoryId);
      return repository.list(db, ofCategory(categoryId));
    },
    /** GET categories/{id}/subcategories/all: the ticket form's picker. */
    async pickableOfCategory(user: AuthUser, categoryId: number) {
      await existingCategory(categoryId);
      return repository.active(db, and(policy.visibleSubCategories(user), ofCategory(categoryId)));
    },
  };
}
