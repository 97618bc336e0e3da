// States of Mexico (INEGI), read-only reference data for the branch address form: any signed-in user.
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { state } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { states } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';

const columns = { id: states.id, code: states.code, detail: states.detail, abbr: states.abbr };

// States have no isActive column: the list and the picker are the same, by name.
const list = (db: Executor, where?: SQL) =>
  db
    .select(columns)
    .from(states)
    .where(where)
    .orderBy(...byCode(states.detail, states.id));

export const statesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerCatalogueRoutes(app, {
    path: 'states',
    tag: 'geography',
    row: state,
    item: state,
    service: {
      list: () => list(db),
      all: () => list(db),
      get: async (id) => (await list(db, eq(states.id, id)))[0],
    },
  });
};
