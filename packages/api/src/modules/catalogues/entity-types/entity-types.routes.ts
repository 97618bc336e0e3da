// Entity types (1 internal user, 2 client, 3 provider): read-only reference data for any signed-in user. The
// picker keeps every active type (the user form needs 1); the public-category tables leave out type 1 themselves.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityType, entityTypeItem } from '@tms/contracts';
import { entityTypes } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';

const columns = {
  id: entityTypes.id,
  companyId: entityTypes.companyId,
  code: entityTypes.code,
  detail: entityTypes.detail,
  isActive: entityTypes.isActive,
};

const table = catalogueTable({
  table: entityTypes,
  query: (db) => db.select(columns).from(entityTypes),
  order: [asc(entityTypes.id)],
});

export const entityTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerCatalogueRoutes(app, {
    path: 'entitytypes',
    tag: 'lookups',
    row: entityType,
    item: entityTypeItem,
    service: {
      list: () => table.list(db),
      all: () =>
        db
          .select({ id: entityTypes.id, code: entityTypes.code, detail: entityTypes.detail })
          .from(entityTypes)
          .where(eq(entityTypes.isActive, true))
          .orderBy(asc(entityTypes.id)),
      get: (id) => table.get(db, id),
    },
  });
};
