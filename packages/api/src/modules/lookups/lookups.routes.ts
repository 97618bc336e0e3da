// Picker lists every signed-in user may read (the bootstrap of spec 7): active roles, branches, entity types,
// external entities, and the company settings. The catalogue screens add their admin calls beside these.
import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyLocationItem, companySettings, entityTypeItem, externalEntityItem, roleItem, successEnvelope } from '@tms/contracts';
import { companies, companyLocations, entityTypes, externalEntities, roles, settings } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/authentication';
import { guardedFailures } from '../route-schemas';

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['lookups'];

  app.get('/roles/all', {
    schema: { tags, response: { 200: successEnvelope(z.array(roleItem)), ...guardedFailures } },
    handler: async () =>
      ok(await db.select({ id: roles.id, code: roles.code, detail: roles.detail, isActive: roles.isActive, isEditable: roles.isEditable })
        .from(roles).where(eq(roles.isActive, true)).orderBy(asc(roles.id))),
  });

  app.get('/companylocations/all', {
    schema: { tags, response: { 200: successEnvelope(z.array(companyLocationItem)), ...guardedFailures } },
    handler: async () =>
      ok(await db.select({ id: companyLocations.id, code: companyLocations.code, detail: companyLocations.detail })
        .from(companyLocations).where(eq(companyLocations.isActive, true)).orderBy(asc(sql`lower(${companyLocations.code})`))),
  });

  app.get('/entitytypes/all', {
    schema: { tags, response: { 200: successEnvelope(z.array(entityTypeItem)), ...guardedFailures } },
    handler: async () =>
      ok(await db.select({ id: entityTypes.id, code: entityTypes.code, detail: entityTypes.detail })
        .from(entityTypes).where(eq(entityTypes.isActive, true)).orderBy(asc(entityTypes.id))),
  });

  app.get('/externalentities/all', {
    schema: { tags, querystring: z.object({ entityTypeId: z.coerce.number().int().positive().optional() }), response: { 200: successEnvelope(z.array(externalEntityItem)), ...guardedFailures } },
    handler: async (request) =>
      ok(await db.select({ id: externalEntities.id, entityTypeId: externalEntities.entityTypeId, code: externalEntities.code, isActive: externalEntities.isActive })
        .from(externalEntities)
        .where(and(eq(externalEntities.isActive, true), request.query.entityTypeId ? eq(externalEntities.entityTypeId, request.query.entityTypeId) : undefined))
        .orderBy(asc(sql`lower(${externalEntities.code})`))),
  });

  app.get('/company-settings', {
    schema: { tags, response: { 200: successEnvelope(companySettings), ...guardedFailures } },
    handler: async (request) => {
      const companyId = currentUser(request).companyId;
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      const items = await db.select({ id: settings.id, code: settings.code, detail: settings.detail })
        .from(settings).where(and(eq(settings.companyId, companyId), eq(settings.isActive, true))).orderBy(asc(settings.code));
      return ok({ companyId, name: company.code, logo: company.logo, items });
    },
  });
};
