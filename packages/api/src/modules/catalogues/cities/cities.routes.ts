// Municipalities of Mexico (INEGI), read-only reference data: any signed-in user. The branch form loads the cities
// of the chosen state (GET cities/state/{stateId}).
import { z } from 'zod';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { city, successEnvelope } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { cities } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';

const columns = { id: cities.id, stateId: cities.stateId, code: cities.code, detail: cities.detail, abbr: cities.abbr };

const list = (db: Executor, where?: SQL) =>
  db
    .select(columns)
    .from(cities)
    .where(where)
    .orderBy(...byCode(cities.detail, cities.id));

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/cities/state/:stateId', {
    schema: {
      tags: ['geography'],
      params: z.object({ stateId: z.coerce.number().int().positive() }),
      response: { 200: successEnvelope(z.array(city)), ...guardedFailures },
    },
    handler: async (request) => ok(await list(db, eq(cities.stateId, request.params.stateId))),
  });

  registerCatalogueRoutes(app, {
    path: 'cities',
    tag: 'geography',
    row: city,
    item: city,
    service: {
      list: () => list(db),
      all: () => list(db),
      get: async (id) => (await list(db, eq(cities.id, id)))[0],
    },
  });
};
