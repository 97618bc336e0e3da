// Roles API (permission 12): the standard calls (docs/product/conventions.md#api-conventions) on `roles`, the edit
// check, and the business functions of a role for the permission screen (permission 17).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentOption, idParams, resultAnswer, role, roleEditCheck, roleInput, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { rolesPolicy } from './roles.policy';
import { createRolesService } from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app.ctx);
  const tags = ['roles'];

  // Static path: registered beside PUT roles/:id, which it must not be mistaken for.
  app.put('/roles/getvalideditroleid', {
    config: { permission: rolesPolicy.permission },
    schema: { tags, body: roleEditCheck, response: { 200: successEnvelope(resultAnswer), ...guardedFailures } },
    handler: async (request) => ok({ result: await service.canEdit(request.body.roleId) }),
  });

  app.get('/roles/:id/business-functions', {
    config: { permission: rolesPolicy.grantsPermission },
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(assignmentOption)), ...guardedFailures } },
    handler: async (request) => ok(await service.businessFunctionsOf(request.params.id)),
  });

  registerCatalogueRoutes(app, {
    path: 'roles',
    tag: 'roles',
    read: rolesPolicy.permission,
    row: role,
    item: role,
    input: roleInput,
    service,
  });
};
