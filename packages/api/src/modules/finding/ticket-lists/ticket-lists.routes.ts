// workitems received / sent / subscribed, summary, to-expire, search, assigned-report, and the chartworkitem calls.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignedReportQuery,
  assignedReportPage,
  assignedReportRows,
  chartShareRow,
  expiringTicket,
  monthlyChartRow,
  pageOf,
  successEnvelope,
  ticketListQuery,
  ticketListRow,
  ticketSearchFilter,
  ticketSearchPage,
  ticketSummary,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { ticketListsPermissions as permissions, type ListKind } from './ticket-lists.policy';
import { createTicketListsService } from './ticket-lists.service';

const LIST_KINDS: ListKind[] = ['sent', 'received', 'subscribed'];
const SHARE_CHARTS = [
  ['getchartworkitemcategories', 'category'],
  ['getchartworkitemlocations', 'location'],
  ['getchartworkitemdepartments', 'department'],
] as const;

export const ticketListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTicketListsService(app.ctx);
  const tags = ['ticket lists'];
  const dashboard = { permission: permissions.dashboard };

  for (const kind of LIST_KINDS) {
    app.get(`/workitems/${kind}`, {
      config: { permission: permissions.lists[kind] },
      schema: {
        tags,
        querystring: ticketListQuery,
        response: { 200: successEnvelope(pageOf(ticketListRow)), ...guardedFailures },
      },
      handler: async (request) => ok(await service.list(currentUser(request), kind, request.query)),
    });
  }

  app.get('/workitems/summary', {
    config: dashboard,
    schema: { tags, response: { 200: successEnvelope(ticketSummary), ...guardedFailures } },
    handler: async (request) => ok(await service.summary(currentUser(request))),
  });

  app.get('/workitems/to-expire', {
    config: dashboard,
    schema: { tags, response: { 200: successEnvelope(z.array(expiringTicket)), ...guardedFailures } },
    handler: async (request) => ok(await service.toExpire(currentUser(request))),
  });

  app.post('/workitems/search', {
    config: { permission: permissions.search },
    schema: { tags, body: ticketSearchFilter, response: { 200: successEnvelope(ticketSearchPage), ...guardedFailures } },
    handler: async (request) => ok(await service.search(currentUser(request), request.body)),
  });

  app.get('/workitems/assigned-report', {
    config: { permission: permissions.assignedReport },
    schema: {
      tags,
      querystring: assignedReportQuery,
      response: { 200: successEnvelope(assignedReportPage), ...guardedFailures },
    },
    handler: async (request) => ok(await service.assignedReport(currentUser(request), request.query)),
  });

  app.get('/workitems/assigned-report/rows', {
    config: { permission: permissions.assignedReport },
    schema: {
      tags,
      querystring: assignedReportQuery,
      response: { 200: successEnvelope(assignedReportRows), ...guardedFailures },
    },
    handler: async (request) => ok(await service.assignedReportRows(currentUser(request), request.query)),
  });

  for (const [path, by] of SHARE_CHARTS) {
    app.get(`/chartworkitem/${path}`, {
      config: dashboard,
      schema: { tags, response: { 200: successEnvelope(z.array(chartShareRow)), ...guardedFailures } },
      handler: async (request) => ok(await service.shares(currentUser(request), by)),
    });
  }

  app.get('/chartworkitem/getchartworkitemmonthly', {
    config: dashboard,
    schema: { tags, response: { 200: successEnvelope(z.array(monthlyChartRow)), ...guardedFailures } },
    handler: async (request) => ok(await service.monthly(currentUser(request))),
  });
};
