// Canned responses API (permission 27): the standard calls of docs/product/catalogues.md#canned-responses on
// `cannedresponses`; `all` is the message editor's picker for every internal user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cannedResponse, cannedResponseInput, cannedResponseItem, cannedResponseListRow } from '@tms/contracts';
import { registerCatalogueRoutes } from '../../../lib/catalogue-kit/catalogue-routes';
import { cannedResponsesPolicy } from './canned-responses.policy';
import { createCannedResponsesService } from './canned-responses.service';

export const cannedResponsesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: 'cannedresponses',
    tag: 'canned responses',
    read: cannedResponsesPolicy.permission,
    row: cannedResponse,
    listRow: cannedResponseListRow,
    item: cannedResponseItem,
    input: cannedResponseInput,
    service: createCannedResponsesService(app.ctx),
  });
};
