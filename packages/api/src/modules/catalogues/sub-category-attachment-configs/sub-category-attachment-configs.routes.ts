// subcategoryattachmentconfig API (permission 6): which sub-categories an attachment rule applies to. The rows have
// no id of their own (rule + sub-category), so instead of GET/PUT c/{id} there are link and unlink calls; the
// picker (`all`) lists the links of active rules for any signed-in user, as ticket forms apply them.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  resultAnswer,
  subCategoryAttachmentConfig,
  subCategoryAttachmentConfigInput,
  successEnvelope,
} from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { guardedFailures } from '../../../lib/route-schemas';
import { attachmentConfigsPolicy } from '../attachment-configs/attachment-configs.policy';
import { createSubCategoryAttachmentConfigsService } from './sub-category-attachment-configs.service';

export const subCategoryAttachmentConfigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubCategoryAttachmentConfigsService(app.ctx);
  const tags = ['attachments'];
  // The links are part of the attachment rules: the same screen and permission.
  const config = { permission: attachmentConfigsPolicy.permission };
  const list = successEnvelope(z.array(subCategoryAttachmentConfig));

  app.get('/subcategoryattachmentconfig', {
    config,
    schema: { tags, response: { 200: list, ...guardedFailures } },
    handler: async () => ok(await service.list()),
  });

  app.get('/subcategoryattachmentconfig/all', {
    schema: { tags, response: { 200: list, ...guardedFailures } },
    handler: async () => ok(await service.activeLinks()),
  });

  app.get('/subcategoryattachmentconfig/attachmentconfig/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: list, ...guardedFailures } },
    handler: async (request) => ok(await service.ofAttachmentConfig(request.params.id)),
  });

  app.post('/subcategoryattachmentconfig', {
    config,
    schema: {
      tags,
      body: subCategoryAttachmentConfigInput,
      response: { 201: successEnvelope(subCategoryAttachmentConfig), ...guardedFailures },
    },
    handler: async (request, reply) => reply.status(201).send(ok(await service.link(request.body))),
  });

  app.delete('/subcategoryattachmentconfig/:attachmentConfigId/:subCategoryId', {
    config,
    schema: {
      tags,
      params: subCategoryAttachmentConfigInput,
      response: { 200: successEnvelope(resultAnswer), ...guardedFailures },
    },
    handler: async (request) => {
      await service.unlink(request.params);
      return ok({ result: true });
    },
  });
};
