// Business functions API (permission 17): read-only, since their ids are fixed in code and reseeded at each start
// (docs/product/access.md#permissions); the permission screen grants them to roles through businessFunctionRoles.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentOption, businessFunction, idParams, Permission, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { createBusinessFunctionsService } from './business-functions.service';

export const businessFunctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBusinessFunctionsService(app.ctx);

  app.get('/business-functions/:id/roles', {
    config: { permission: Permission.Permissions },
    schema: {
      tags: ['permissions'],
      params: idParams,
      response: { 200: successEnvelope(z.array(assignmentOption)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.rolesOf(request.params.id)),
  });

  registerCatalogueRoutes(app, {
    path: 'business-functions',
    tag: 'permissions',
    read: Permission.Permissions,
    row: businessFunction,
    item: assignmentOption,
    service,
  });
};
