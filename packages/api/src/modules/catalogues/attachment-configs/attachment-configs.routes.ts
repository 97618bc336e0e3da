// Attachment rules API (permission 6) on `attachmentconfig`: the standard calls and savemultiple
// (docs/product/catalogues.md#calls).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentConfig, attachmentConfigInput, attachmentConfigList, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { guardedFailures } from '../../../lib/route-schemas';
import { attachmentConfigsPolicy as policy } from './attachment-configs.policy';
import { createAttachmentConfigsService } from './attachment-configs.service';

export const attachmentConfigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAttachmentConfigsService(app.ctx);

  app.post('/attachmentconfig/savemultiple', {
    config: { permission: policy.permission },
    schema: {
      tags: ['attachments'],
      body: attachmentConfigList,
      response: { 200: successEnvelope(z.array(attachmentConfig)), ...guardedFailures },
    },
    handler: async (request) => ok(await service.saveMultiple(currentUser(request), request.body)),
  });

  registerCatalogueRoutes(app, {
    path: 'attachmentconfig',
    tag: 'attachments',
    read: policy.permission,
    row: attachmentConfig,
    item: attachmentConfig,
    input: attachmentConfigInput,
    service,
  });
};
