// Users API (docs/product/access.md#users): list, get, create, update, delete, reset of the second step (permission 10,
// delegation rules in users.policy.ts); search and pickers for any signed-in user.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, pageQuery, pickedUser, successEnvelope, user, userDetail, userInput, userSaved } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { usersPolicy } from './users.policy';
import { createUsersService } from './users.service';

const admin = { permission: usersPolicy.permission };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.ctx);
  const tags = ['users'];

  app.get('/users', {
    config: admin,
    schema: { tags, querystring: pageQuery, response: { 200: successEnvelope(pageOf(user)), ...guardedFailures } },
    handler: async (request) => ok(await service.page(request.query)),
  });

  app.get('/users/all', {
    schema: {
      tags,
      // internal=true: only internal users, for the responsible (owner) pickers of the catalogues
      // (docs/product/catalogues.md#catalogue-screens-in-common).
      querystring: z.object({ internal: z.enum(['true', 'false']).optional() }),
      response: { 200: successEnvelope(z.array(pickedUser)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.picker(currentUser(request), request.query.internal === 'true')),
  });

  app.get('/users/search/:text', {
    schema: {
      tags,
      params: z.object({ text: z.string().trim().max(100) }),
      response: { 200: successEnvelope(z.array(pickedUser)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.search(currentUser(request), request.params.text)),
  });

  app.get('/users/:id', {
    config: admin,
    schema: { tags, params: idParams, response: { 200: successEnvelope(userDetail), ...guardedFailures } },
    handler: async (request) => ok(await service.get(currentUser(request), request.params.id)),
  });

  app.post('/users', {
    config: admin,
    schema: { tags, body: userInput, response: { 201: successEnvelope(userSaved), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.create(currentUser(request), request.body))),
  });

  app.put('/users/:id', {
    config: admin,
    schema: { tags, params: idParams, body: userInput, response: { 200: successEnvelope(userSaved), ...guardedFailures } },
    handler: async (request) => ok(await service.update(currentUser(request), request.params.id, request.body)),
  });

  app.delete('/users/:id/two-factor', {
    config: admin,
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures } },
    handler: async (request) => {
      await service.resetTwoFactor(currentUser(request), request.params.id);
      return ok({ result: true });
    },
  });

  app.delete('/users/:id', {
    config: admin,
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.object({ result: z.boolean() })), ...guardedFailures } },
    handler: async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok({ result: true });
    },
  });
};
