// GET documents/GetWorkItemReport/{id}: the ticket's PDF report, for anyone who may see the ticket. While the report
// workers are full it answers 503 'server.busy' with Retry-After (report-workers.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@tms/contracts';
import { currentUser } from '../../../plugins/authentication';
import { createDocumentsService } from './documents.service';
import { ReportsBusy } from './report-workers';

/** Runs before the error handler renders the 503: the header tells the client when to try again. */
const retryAfter = {
  onError: async (_request: unknown, reply: FastifyReply, error: Error) => {
    if (error instanceof ReportsBusy) reply.header('Retry-After', String(error.retryAfterSeconds));
  },
};

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createDocumentsService(app.ctx);
  app.addHook('onClose', () => documents.close());

  app.get('/documents/GetWorkItemReport/:id', {
    schema: { tags: ['tickets'], params: idParams },
    ...retryAfter,
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
