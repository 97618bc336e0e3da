// Response-time types of the SLA levels (minutos, horas, días): read-only reference data, any signed-in user.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseTimeType } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { responseTimeTypes } from '../../../db/schema';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';

const columns = {
  id: responseTimeTypes.id,
  code: responseTimeTypes.code,
  detail: responseTimeTypes.detail,
  abbr: responseTimeTypes.abbr,
};

// By id: the seeded order runs from the shortest unit to the longest.
const list = (db: Executor, where?: SQL) =>
  db.select(columns).from(responseTimeTypes).where(where).orderBy(asc(responseTimeTypes.id));

export const responseTimeTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerCatalogueRoutes(app, {
    path: 'responsetimetypes',
    tag: 'priorities',
    row: responseTimeType,
    item: responseTimeType,
    service: {
      list: () => list(db),
      all: () => list(db),
      get: async (id) => (await list(db, eq(responseTimeTypes.id, id)))[0],
    },
  });
};
