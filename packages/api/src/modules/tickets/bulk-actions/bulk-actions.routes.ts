// workitems/bulk/follow and workitems/bulk/reassign: up to 100 tickets, each checked on its own; the answer lists
// the tickets changed and those refused with their reason.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkFollowInput, bulkReassignInput, bulkResult, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/authentication';
import { bulkActionsPermissions } from './bulk-actions.policy';
import { createBulkActionsService } from './bulk-actions.service';

export const bulkActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBulkActionsService(app.ctx);
  const tags = ['bulk actions'];
  const response = { 200: successEnvelope(bulkResult), ...guardedFailures };

  app.post('/workitems/bulk/follow', {
    schema: { tags, body: bulkFollowInput, response },
    handler: async (request) => ok(await service.follow(currentUser(request), request.body.ids)),
  });

  app.post('/workitems/bulk/reassign', {
    config: { permission: bulkActionsPermissions.reassign },
    schema: { tags, body: bulkReassignInput, response },
    handler: async (request) => ok(await service.reassign(currentUser(request), request.body.ids, request.body.assignedTo)),
  });
};
