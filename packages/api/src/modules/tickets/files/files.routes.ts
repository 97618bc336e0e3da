// Uploads (temporary attachments and rich-text images) and downloads of stored files. Thin: validate, then the
// files service, then the response headers.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, successEnvelope } from '@tms/contracts';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/authentication';
import { linkQuery } from '../../../lib/file-links';
import { guardedFailures } from '../../../lib/route-schemas';
import { createFilesService } from './files.service';

const MULTIPART_LIMITS = { files: 1, fields: 5, parts: 6 };
const companyParam = z
  .string()
  .regex(/^C\d+$/)
  .transform((v) => Number(v.slice(1)));
const ticketParam = z
  .string()
  .regex(/^T\d+$/)
  .transform((v) => Number(v.slice(1)));
const filePathParam = z.string().regex(/^[A-Za-z0-9_-]+(\.[a-z0-9]{1,10})?$/);
const imageParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpe?g|gif|webp)$/) });

function sendFile(reply: FastifyReply, stream: NodeJS.ReadableStream, file: { name: string; contentType: string | null }) {
  const asciiName = file.name.replace(/[^\x20-\x7e]|"/g, '_');
  return reply
    .header('Content-Type', file.contentType || 'application/octet-stream')
    .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFilesService(app.ctx);
  const tags = ['files'];
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/uploads', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: successEnvelope(attachment), ...guardedFailures } },
    handler: async (request, reply) => reply.status(201).send(ok(await service.upload(currentUser(request), request))),
  });

  app.post('/uploads/images', {
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      response: { 201: successEnvelope(z.object({ url: z.string() })), ...guardedFailures },
    },
    handler: async (request, reply) => reply.status(201).send(ok(await service.uploadImage(currentUser(request), request))),
  });

  // Rich-text images: an <img src> carries no credentials, so the API signs each image address in the rich text it
  // returns for the reader's session (lib/file-links.ts); a bearer header works too (files.policy.ts).
  app.get('/images/:name', {
    config: { public: true },
    schema: { tags, params: imageParams, querystring: linkQuery },
    handler: async (request, reply) => {
      const { stream, contentType } = await service.openImage(request, request.params.name, request.query);
      return reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  });

  app.get('/files/:company/:filePath', {
    config: { public: true },
    schema: { tags, params: z.object({ company: companyParam, filePath: filePathParam }), querystring: linkQuery },
    handler: async (request, reply) => {
      const address = { companyId: request.params.company, workItemId: null, filePath: request.params.filePath };
      const { file, stream } = await service.download(request, address, request.query);
      return sendFile(reply, stream, file);
    },
  });

  app.get('/attachments/:company/:ticket/:filePath', {
    config: { public: true },
    schema: {
      tags,
      params: z.object({ company: companyParam, ticket: ticketParam, filePath: filePathParam }),
      querystring: linkQuery,
    },
    handler: async (request, reply) => {
      const address = { companyId: request.params.company, workItemId: request.params.ticket, filePath: request.params.filePath };
      const { file, stream } = await service.download(request, address, request.query);
      return sendFile(reply, stream, file);
    },
  });
};
