// workitems received / sent / subscribed, summary, to-expire, search, assigned-report, and the chartworkitem calls.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignedReportQuery,
  assignedReportRow,
  CHART_PERIOD_DAYS,
  chartShareRow,
  EntityType,
  expiringTicket,
  monthlyChartRow,
  pageOf,
  Permission,
  successEnvelope,
  ticketListQuery,
  ticketListRow,
  ticketSearchFilter,
  ticketSearchRow,
  ticketSummary,
  wholePercentages,
} from '@tms/contracts';
import { forbidden } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import type { FastifyRequest } from 'fastify';
import { guardedFailures } from '../../../lib/route-schemas';
import { ticketListsRepository, type ListKind, type ListRow } from './ticket-lists.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
const presentRow = <T extends ListRow>(r: T) => ({ ...r, modifiedDate: iso(r.modifiedDate) });

/** Chart data is for internal users only (spec 2, dashboard). */
function internalUser(request: FastifyRequest) {
  const user = currentUser(request);
  if (user.entityTypeId !== EntityType.Internal) throw forbidden();
  return user;
}

export const ticketListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['ticket lists'];

  const lists: [ListKind, number][] = [
    ['sent', Permission.SentTickets],
    ['received', Permission.ReceivedTickets],
    ['subscribed', Permission.SubscribedTickets],
  ];
  for (const [kind, permission] of lists) {
    app.get(`/workitems/${kind}`, {
      config: { permission },
      schema: {
        tags,
        querystring: ticketListQuery,
        response: { 200: successEnvelope(pageOf(ticketListRow)), ...guardedFailures },
      },
      handler: async (request) => {
        const page = await ticketListsRepository.list(db, currentUser(request), kind, request.query);
        return ok({ rows: page.rows.map(presentRow), total: page.total });
      },
    });
  }

  app.get('/workitems/summary', {
    config: { permission: Permission.Dashboard },
    schema: { tags, response: { 200: successEnvelope(ticketSummary), ...guardedFailures } },
    handler: async (request) => ok(await ticketListsRepository.summary(db, currentUser(request))),
  });

  app.get('/workitems/to-expire', {
    config: { permission: Permission.Dashboard },
    schema: { tags, response: { 200: successEnvelope(z.array(expiringTicket)), ...guardedFailures } },
    handler: async (request) =>
      ok((await ticketListsRepository.toExpire(db, currentUser(request))).map((r) => ({ ...r, expireDate: iso(r.expireDate) }))),
  });

  app.post('/workitems/search', {
    config: { permission: Permission.SearchTickets },
    schema: { tags, body: ticketSearchFilter, response: { 200: successEnvelope(pageOf(ticketSearchRow)), ...guardedFailures } },
    handler: async (request) => {
      const page = await ticketListsRepository.search(db, currentUser(request), request.body);
      return ok({
        rows: page.rows.map((r) => ({ ...presentRow(r), createdDate: iso(r.createdDate), expireDate: isoOrNull(r.expireDate) })),
        total: page.total,
      });
    },
  });

  app.get('/workitems/assigned-report', {
    config: { permission: Permission.AssignedTicketsReport },
    schema: {
      tags,
      querystring: assignedReportQuery,
      response: { 200: successEnvelope(z.array(assignedReportRow)), ...guardedFailures },
    },
    handler: async (request) => {
      const rows = await ticketListsRepository.assignedReport(
        db,
        currentUser(request),
        new Date(request.query.start),
        new Date(request.query.end),
      );
      return ok(
        rows.map((r) => ({
          ...r,
          createdDate: iso(r.createdDate),
          modifiedDate: iso(r.modifiedDate),
          closedDate: isoOrNull(r.closedDate),
        })),
      );
    },
  });

  const shareCharts = [
    ['getchartworkitemcategories', 'category'],
    ['getchartworkitemlocations', 'location'],
    ['getchartworkitemdepartments', 'department'],
  ] as const;
  for (const [path, by] of shareCharts) {
    app.get(`/chartworkitem/${path}`, {
      config: { permission: Permission.Dashboard },
      schema: { tags, response: { 200: successEnvelope(z.array(chartShareRow)), ...guardedFailures } },
      handler: async (request) => {
        const since = new Date(Date.now() - CHART_PERIOD_DAYS * 86_400_000);
        const rows = await ticketListsRepository.shares(db, internalUser(request), by, since);
        const shares = wholePercentages(rows.map((r) => r.tickets));
        return ok(rows.map((r, i) => ({ ...r, percentage: shares[i] })));
      },
    });
  }

  app.get('/chartworkitem/getchartworkitemmonthly', {
    config: { permission: Permission.Dashboard },
    schema: { tags, response: { 200: successEnvelope(z.array(monthlyChartRow)), ...guardedFailures } },
    handler: async (request) => ok(await ticketListsRepository.monthly(db, internalUser(request), new Date())),
  });
};
