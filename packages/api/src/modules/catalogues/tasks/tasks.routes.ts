// Tasks API (permission 23, task configuration) on `tasks`: the standard calls, the tasks of a task type or of a
// sub-category, and the configuration form's read and save (docs/product/catalogues.md#calls).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pathId, successEnvelope, task, taskConfigurationInput, taskConfigurationRow, taskInput } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { tasksPolicy } from './tasks.policy';
import { createTasksService } from './tasks.service';

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTasksService(app.ctx);
  const tags = ['tasks'];
  const config = { permission: tasksPolicy.permission };
  const taskList = successEnvelope(z.array(task));
  const configuration = successEnvelope(z.array(taskConfigurationRow));

  app.get('/tasks/tasktype/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: taskList, ...guardedFailures } },
    handler: async (request) => ok(await service.ofTaskType(request.params.id)),
  });

  app.get('/tasks/subcategory/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: taskList, ...guardedFailures } },
    handler: async (request) => ok(await service.ofSubCategory(request.params.id)),
  });

  app.get('/tasks/:id/category/:categoryId', {
    config,
    schema: {
      tags,
      params: idParams.extend({ categoryId: pathId }),
      response: { 200: configuration, ...guardedFailures },
    },
    handler: async (request) => ok(await service.configuration(request.params.id, request.params.categoryId)),
  });

  app.post('/tasks/savemultiple', {
    config,
    schema: { tags, body: taskConfigurationInput, response: { 200: configuration, ...guardedFailures } },
    handler: async (request) => ok(await service.saveConfiguration(currentUser(request), request.body)),
  });

  registerCatalogueRoutes(app, {
    path: 'tasks',
    tag: 'tasks',
    read: tasksPolicy.permission,
    row: task,
    item: task,
    input: taskInput,
    service,
  });
};
