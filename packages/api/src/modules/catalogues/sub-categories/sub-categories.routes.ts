// Sub-categories API (permission 9): the standard calls of docs/product/catalogues.md#calls on `subcategories`, the
// responsible user's list, and the sub-categories of one category (admin list for the category or sub-category screens;
// picker for anyone).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, subCategory, subCategoryInput, subCategoryItem, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { subCategoriesPolicy as policy } from './sub-categories.policy';
import { createSubCategoriesService } from './sub-categories.service';

export const subCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubCategoriesService(app.ctx);
  const tags = ['sub-categories'];

  app.get('/subcategories/responsible', {
    config: { permission: policy.permission },
    schema: { tags, response: { 200: successEnvelope(z.array(subCategory)), ...guardedFailures } },
    handler: async (request) => ok(await service.responsible(currentUser(request))),
  });

  app.get('/categories/:id/subcategories', {
    onRequest: policy.readOfCategory,
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(subCategory)), ...guardedFailures } },
    handler: async (request) => ok(await service.ofCategory(request.params.id)),
  });

  app.get('/categories/:id/subcategories/all', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(subCategoryItem)), ...guardedFailures } },
    handler: async (request) => ok(await service.pickableOfCategory(currentUser(request), request.params.id)),
  });

  registerCatalogueRoutes(app, {
    path: 'subcategories',
    tag: 'sub-categories',
    read: policy.permission,
    row: subCategory,
    item: subCategoryItem,
    input: subCategoryInput,
    service,
  });
};
