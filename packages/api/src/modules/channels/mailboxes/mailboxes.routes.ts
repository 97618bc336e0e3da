// Mailboxes API (permission 28): the standard calls on `mailboxes`, 'Probar conexión' (POST mailboxes/test) and the
// mails read from a mailbox (GET mailboxes/{id}/mails).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  inboundMail,
  mailbox,
  mailboxInput,
  mailboxItem,
  mailboxTestInput,
  mailboxTestResult,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { mailboxesPolicy } from './mailboxes.policy';
import { createMailboxesService } from './mailboxes.service';

const tags = ['mailboxes'];

export const mailboxesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMailboxesService(app.ctx);
  const config = { permission: mailboxesPolicy.permission };

  app.post('/mailboxes/test', {
    config,
    schema: { tags, body: mailboxTestInput, response: { 200: successEnvelope(mailboxTestResult), ...guardedFailures } },
    handler: async (request) => ok(await service.testConnection(request.body)),
  });

  app.get('/mailboxes/:id/mails', {
    config,
    schema: { tags, params: idParams, response: { 200: successEnvelope(z.array(inboundMail)), ...guardedFailures } },
    handler: async (request) => ok(await service.mails(request.params.id)),
  });

  registerCatalogueRoutes(app, {
    path: 'mailboxes',
    tag: 'mailboxes',
    read: mailboxesPolicy.permission,
    row: mailbox,
    item: mailboxItem,
    input: mailboxInput,
    service,
  });
};
