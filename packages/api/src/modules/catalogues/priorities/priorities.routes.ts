// Severities, read-only reference data for any signed-in user, served under both names the product uses:
// `priorities` and `severities` (docs/product/catalogues.md#reference-data).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priority } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { createPrioritiesService } from './priorities.service';

export const prioritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPrioritiesService(app.ctx);
  for (const path of ['priorities', 'severities']) {
    registerCatalogueRoutes(app, { path, tag: 'priorities', row: priority, item: priority, service });
  }
};
