// External entities (client and provider organisations): the picker of the user form, for any signed-in user,
// optionally for one entity type.
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { externalEntityItem, successEnvelope } from '@tms/contracts';
import { externalEntities } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { guardedFailures } from '../../../lib/route-schemas';

export const externalEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/externalentities/all', {
    schema: {
      tags: ['lookups'],
      querystring: z.object({ entityTypeId: z.coerce.number().int().positive().optional() }),
      response: { 200: successEnvelope(z.array(externalEntityItem)), ...guardedFailures },
    },
    handler: async (request) =>
      ok(
        await db
          .select({
            id: externalEntities.id,
            entityTypeId: externalEntities.entityTypeId,
            code: externalEntities.code,
            isActive: externalEntities.isActive,
          })
          .from(externalEntities)
          .where(
            and(
              eq(externalEntities.isActive, true),
              request.query.entityTypeId ? eq(externalEntities.entityTypeId, request.query.entityTypeId) : undefined,
            ),
          )
          .orderBy(...byCode(externalEntities.code, externalEntities.id)),
      ),
  });
};
