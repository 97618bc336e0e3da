// Task types API (permission 22): the standard calls of docs/product/catalogues.md#calls on `tasktypes`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskType, taskTypeInput } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { taskTypesPolicy } from './task-types.policy';
import { createTaskTypesService } from './task-types.service';

export const taskTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'tasktypes',
    tag: 'task types',
    read: taskTypesPolicy.permission,
    row: taskType,
    item: taskType,
    input: taskTypeInput,
    service: createTaskTypesService(app.ctx),
  });
};
