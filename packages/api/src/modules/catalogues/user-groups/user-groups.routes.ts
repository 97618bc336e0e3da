// User groups API (permission 11): the standard calls of docs/product/catalogues.md#calls on `usergroups`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupItem, userGroup, userGroupInput } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { userGroupsPolicy } from './user-groups.policy';
import { createUserGroupsService } from './user-groups.service';

export const userGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'usergroups',
    tag: 'user groups',
    read: userGroupsPolicy.permission,
    row: userGroup,
    item: lookupItem,
    input: userGroupInput,
    service: createUserGroupsService(app.ctx),
  });
};
