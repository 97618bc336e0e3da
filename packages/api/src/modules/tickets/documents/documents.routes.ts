// GET documents/GetWorkItemReport/{id}: the ticket's PDF report, for anyone who may see the ticket.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@tms/contracts';
import { currentUser } from '../../../plugins/authentication';
import { createDocumentsService } from './documents.service';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createDocumentsService(app.ctx);

  app.get('/documents/GetWorkItemReport/:id', {
    schema: { tags: ['tickets'], params: idParams },
    handler: async (request, reply) => {
      const pdf = await documents.ticketReport(currentUser(request), request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="ticketreport-${request.params.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
};
