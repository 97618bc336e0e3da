// GET audit-log and GET audit-log/export ('Bitácora', permission 33, docs/product/audit-log.md#reading-it). There is
// no call that changes or deletes an entry. Thin: validate, then the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogExportQuery, auditLogPage, auditLogQuery, Permission, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { sendWorkbook } from '../../../lib/workbook';
import { currentUser } from '../../../plugins/authentication';
import { createAuditLogService } from './audit-log.service';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditLogService(app.ctx);
  const tags = ['audit'];
  const config = { permission: Permission.AuditLog };

  app.get('/audit-log', {
    config,
    schema: { tags, querystring: auditLogQuery, response: { 200: successEnvelope(auditLogPage), ...guardedFailures } },
    handler: async (request) => ok(await service.page(currentUser(request), request.query)),
  });

  app.get('/audit-log/export', {
    config,
    schema: { tags, querystring: auditLogExportQuery },
    handler: async (request, reply) => {
      const workbook = await service.export(currentUser(request), request.query);
      return sendWorkbook(reply, workbook);
    },
  });
};
