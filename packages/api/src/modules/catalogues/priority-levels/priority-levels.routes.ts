// SLA levels API (permission 9, the sub-category screen's SLA tab) on `prioritylevel`: the standard calls, the
// multiple save and the one-row-per-severity view of a sub-category (docs/product/catalogues.md#calls).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  priorityLevel,
  priorityLevelInput,
  priorityLevelsInput,
  subCategoryPriorityLevel,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { priorityLevelsPolicy as policy } from './priority-levels.policy';
import { createPriorityLevelsService } from './priority-levels.service';

export const priorityLevelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPriorityLevelsService(app.ctx);
  const tags = ['priorities'];
  const config = { permission: policy.permission };
  const levels = successEnvelope(z.array(subCategoryPriorityLevel));

  app.post('/prioritylevel/multiple', {
    config,
    schema: { tags, body: priorityLevelsInput, response: { 200: levels, ...guardedFailures } },
    handler: async (request) => ok(await service.saveMultiple(currentUser(request).id, request.body)),
  });

  app.get('/prioritylevel/subcategory/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: levels, ...guardedFailures } },
    handler: async (request) => ok(await service.ofSubCategory(request.params.id)),
  });

  registerCatalogueRoutes(app, {
    path: 'prioritylevel',
    tag: 'priorities',
    read: policy.permission,
    row: priorityLevel,
    item: priorityLevel,
    input: priorityLevelInput,
    service,
  });
};
