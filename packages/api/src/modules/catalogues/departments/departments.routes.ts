// Departments API (permission 24) on the API's spelling `deparments` (docs/product/conventions.md#api-conventions): the
// standard calls of docs/product/catalogues.md#calls plus adding and removing members (paths of our own).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  department,
  departmentInput,
  departmentMembersInput,
  idParams,
  lookupItem,
  pathId,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { departmentsPolicy as policy } from './departments.policy';
import { createDepartmentsService } from './departments.service';

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDepartmentsService(app.ctx);
  const tags = ['departments'];
  const config = { permission: policy.permission };

  app.post('/deparments/:id/members', {
    config,
    schema: {
      tags,
      params: idParams,
      body: departmentMembersInput,
      response: { 200: successEnvelope(department), ...guardedFailures },
    },
    handler: async (request) => ok(await service.addMembers(request.params.id, request.body.userIds)),
  });

  app.delete('/deparments/:id/members/:userId', {
    config,
    schema: {
      tags,
      params: idParams.extend({ userId: pathId }),
      response: { 200: successEnvelope(department), ...guardedFailures },
    },
    handler: async (request) => ok(await service.removeMember(request.params.id, request.params.userId)),
  });

  registerCatalogueRoutes(app, {
    path: 'deparments',
    tag: 'departments',
    read: policy.permission,
    row: department,
    item: lookupItem,
    input: departmentInput,
    service,
  });
};
