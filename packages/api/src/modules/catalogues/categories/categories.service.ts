// Categories (docs/product/catalogues.md#categories): saved with their public configs in one transaction (cleared when
// not public); the responsible must be an active internal user; deletion removes the row, or answers 409 while
// sub-categories or tickets use it (docs/product/catalogues.md#errors).
import type { Category, CategoryInputParsed, CategoryItem } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { departments } from '../../../db/schema';
import { createCatalogueService, stampedWrites, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { responsibleReference } from '../catalogues.policy';
import { categoriesPolicy } from './categories.policy';
import { categoriesRepository as repository } from './categories.repository';

export const createCategoriesService = ({ db }: AppContext) =>
  createCatalogueService<Category, Category, CategoryItem, CategoryInputParsed>({
    entity: 'categories',
    db,
    store: repository,
    pickable: categoriesPolicy.visibleCategories,
    check: (input) =>
      assertReferences(db, [
        responsibleReference('ownerId', input.ownerId),
        { field: 'deparmentId', table: departments, id: input.deparmentId },
      ]),
    ...stampedWrites(repository),
    remove: hardDeletion(repository),
  });
