// Severities, read-only reference data for any signed-in user, served under both names the product uses:
// `priorities` (spec 7) and `severities` (PRODUCT.md §2).
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priority } from '@tms/contracts';
import { priorities } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';

const columns = { id: priorities.id, code: priorities.code, isActive: priorities.isActive };

// By id: Baja, Media, Alta, Crítica is the order people expect, not the alphabet.
const table = catalogueTable({
  table: priorities,
  query: (db) => db.select(columns).from(priorities),
  order: [asc(priorities.id)],
});

export const prioritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const service = { list: () => table.list(db), all: () => table.active(db), get: (id: number) => table.get(db, id) };
  for (const path of ['priorities', 'severities']) {
    registerCatalogueRoutes(app, { path, tag: 'priorities', row: priority, item: priority, service });
  }
};
