// Sub-categories API (permission 9): the standard calls of spec 7 on `subcategories`, the responsible user's list,
// and the sub-categories of one category (admin list for the category or sub-category screens; picker for anyone).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, Permission, subCategory, subCategoryInput, subCategoryItem, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { anyPermission } from '../catalogues.policy';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { createSubCategoriesService } from './sub-categories.service';

export const subCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubCategoriesService(app.ctx);
  const tags = ['sub-categories'];

  app.get('/subcategories/responsible', {
    config: { permission: Permission.SubCategories },
    schema: { tags, response: { 200: successEnvelope(z.array(subCategory)), ...guardedFailures } },
    handler: async (request) => ok(await service.responsible(currentUser(request))),
  });

  app.get('/categories/:id/subcategories', {
    onRequest: anyPermission(Permission.Categories, Permission.SubCategories),
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(subCategory)), ...guardedFailures } },
    handler: async (request) => ok(await service.ofCategory(request.params.id)),
  });

  app.get('/categories/:id/subcategories/all', {
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(subCategoryItem)), ...guardedFailures } },
    handler: async (request) => ok(await service.pickableOfCategory(request.params.id, currentUser(request))),
  });

  registerCatalogueRoutes(app, {
    path: 'subcategories',
    tag: 'sub-categories',
    read: Permission.SubCategories,
    row: subCategory,
    item: subCategoryItem,
    input: subCategoryInput,
    service,
  });
};
