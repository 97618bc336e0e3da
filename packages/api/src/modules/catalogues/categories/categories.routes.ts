// Categories API (permission 8): the standard calls of docs/product/catalogues.md#calls on `categories`. The picker
// (`categories/all`) is scoped to what the user may pick. The sub-categories of a category are served by the
// sub-categories module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { category, categoryInput, categoryItem } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { categoriesPolicy } from './categories.policy';
import { createCategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'categories',
    tag: 'categories',
    read: categoriesPolicy.permission,
    row: category,
    item: categoryItem,
    input: categoryInput,
    service: createCategoriesService(app.ctx),
  });
};
