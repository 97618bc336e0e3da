// Business functions API (permission 17): read-only, since their ids are fixed in code and reseeded at each start
// (PRODUCT.md §4); the permission screen grants them to roles through businessFunctionRoles.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentOption, businessFunction, idParams, Permission, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { found } from '../../../lib/errors';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { businessFunctionsRepository as repository } from './business-functions.repository';

export const businessFunctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/business-functions/:id/roles', {
    config: { permission: Permission.Permissions },
    schema: {
      tags: ['permissions'],
      params: idParams,
      response: { 200: successEnvelope(z.array(assignmentOption)), ...guardedFailures },
    },
    handler: async (request) => {
      found(await repository.get(db, request.params.id));
      return ok(await repository.rolesOf(db, request.params.id));
    },
  });

  registerCatalogueRoutes(app, {
    path: 'business-functions',
    tag: 'permissions',
    read: Permission.Permissions,
    row: businessFunction,
    item: assignmentOption,
    service: {
      list: () => repository.list(db),
      all: () => repository.options(db),
      get: (id) => repository.get(db, id),
    },
  });
};
