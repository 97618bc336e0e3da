// GET documents/GetWorkItemReport/{id}: the ticket's PDF report, for anyone who may see the ticket.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@tms/contracts';
import { ticketQrPng } from '../../../lib/qr';
import { currentUser } from '../../../plugins/authentication';
import { createTicketsService } from '../tickets/tickets.service';
import { presentHistory } from '../tickets/tickets.presenter';
import { renderTicketReport } from './ticket-report';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = createTicketsService(app.ctx);

  app.get('/documents/GetWorkItemReport/:id', {
    schema: { tags: ['tickets'], params: idParams },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const ticket = await tickets.detail(user, request.params.id);
      const history = presentHistory(await tickets.history(user, ticket.id));
      const pdf = await renderTicketReport(ticket, history, await ticketQrPng(app.ctx.config.publicUrl, ticket.id));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="ticketreport-${ticket.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
};
