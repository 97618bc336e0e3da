// businessFunctionRoles API (permission 17): the grants of business functions to roles. The rows have no id of
// their own (role + business function), so instead of GET/PUT c/{id} there are grant and revoke calls, and the
// permission screen saves through POST businessFunctionRoles/massive.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessFunctionRole,
  businessFunctionRoleInput,
  massiveAssignment,
  permissionAbilities,
  resultAnswer,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { permissionsPolicy } from './business-function-roles.policy';
import { createBusinessFunctionRolesService } from './business-function-roles.service';

export const businessFunctionRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBusinessFunctionRolesService(app.ctx);
  const tags = ['permissions'];
  const config = { permission: permissionsPolicy.permission };

  app.get('/businessFunctionRoles', {
    config,
    schema: { tags, response: { 200: successEnvelope(z.array(businessFunctionRole)), ...guardedFailures } },
    handler: async () => ok(await service.list()),
  });

  app.get('/businessFunctionRoles/abilities', {
    config,
    schema: { tags, response: { 200: successEnvelope(permissionAbilities), ...guardedFailures } },
    handler: async (request) => ok(await service.abilities(currentUser(request))),
  });

  app.post('/businessFunctionRoles', {
    config,
    schema: {
      tags,
      body: businessFunctionRoleInput,
      response: { 201: successEnvelope(businessFunctionRole), ...guardedFailures },
    },
    handler: async (request, reply) => reply.status(201).send(ok(await service.grant(currentUser(request), request.body))),
  });

  app.delete('/businessFunctionRoles/:roleId/:businessFunctionId', {
    config,
    schema: { tags, params: businessFunctionRoleInput, response: { 200: successEnvelope(resultAnswer), ...guardedFailures } },
    handler: async (request) => {
      await service.revoke(currentUser(request), request.params);
      return ok({ result: true });
    },
  });

  app.post('/businessFunctionRoles/massive', {
    config,
    schema: { tags, body: massiveAssignment, response: { 200: successEnvelope(z.literal(true)), ...guardedFailures } },
    handler: async (request) => {
      await service.saveMassive(currentUser(request), request.body);
      return ok(true as const);
    },
  });
};
