// Calls of the category and sub-category location controllers (docs/product/catalogues.md#calls): the standard ones,
// the multiple save, the rows of one parent, and the combined view of every branch with a default responsible.
import { z } from 'zod';
import type { FastifyTypeProviderDefault } from 'fastify';
import { MAX_ID, messages, pathId, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { registerCatalogueRoutes, type ZodApp } from '../../../lib/catalogue-kit/catalogue-routes';
import type { LocationAssignmentsService } from './location-assignments.service';

export interface LocationAssignmentRoutes<K extends 'categoryId' | 'subCategoryId'> {
  /** 'categoryLocations' or 'subcategorylocations', as docs/product/catalogues.md#calls spells them. */
  path: string;
  /** Path segment naming the parent: 'category' or 'subcategory'. */
  parentSegment: string;
  /** The multiple-save paths ('save-multiple', and 'multiple' for sub-categories). */
  savePaths: string[];
  tag: string;
  permission: number;
  row: z.ZodType;
  input: z.ZodType;
  service: LocationAssignmentsService<K>;
}

const parentParams = z.object({ id: pathId });
/** ownerId 0 asks for no default responsible. */
const combinedParams = parentParams.extend({
  ownerId: z.coerce
    .number({ error: messages.invalidId })
    .int(messages.invalidId)
    .min(0, messages.invalidId)
    .max(MAX_ID, messages.invalidId),
});

export function registerLocationAssignmentRoutes<K extends 'categoryId' | 'subCategoryId'>(
  zodApp: ZodApp,
  definition: LocationAssignmentRoutes<K>,
) {
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { path, parentSegment, service, row, input } = definition;
  const tags = [definition.tag];
  const config = { permission: definition.permission };
  const list = successEnvelope(z.array(row));

  for (const savePath of definition.savePaths) {
    app.post(`/${path}/${savePath}`, {
      config,
      schema: { tags, body: z.array(input), response: { 200: list, ...guardedFailures } },
      handler: async (request) => ok(await service.saveMultiple(currentUser(request), request.body as never)),
    });
  }

  app.get(`/${path}/${parentSegment}/:id/owner/:ownerId`, {
    config,
    schema: { tags, params: combinedParams, response: { 200: list, ...guardedFailures } },
    handler: async (request) => {
      const params = request.params as z.output<typeof combinedParams>;
      return ok(await service.combined(params.id, params.ownerId));
    },
  });

  app.get(`/${path}/${parentSegment}/:id`, {
    config,
    schema: { tags, params: parentParams, response: { 200: list, ...guardedFailures } },
    handler: async (request) => ok(await service.ofParent((request.params as z.output<typeof parentParams>).id)),
  });

  registerCatalogueRoutes(zodApp, {
    path,
    tag: definition.tag,
    read: definition.permission,
    row,
    item: row,
    input,
    service: service,
  });
}
