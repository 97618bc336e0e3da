// Uploads (temporary attachments and rich-text images) and downloads of stored files.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, successEnvelope, ticketMessages } from '@tms/contracts';
import { workItemAttachments } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { extensionOf, sanitizeFileName } from '../../../lib/storage';
import { currentUser } from '../../../plugins/authentication';
import { guardedFailures } from '../../../lib/route-schemas';
import { presentAttachment } from '../tickets/tickets.presenter';
import { authorizeDownload, linkQuery } from './file-access';
import { attachmentLimitMb } from './upload-limit';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const IMAGE_LIMIT_MB = 5;
const companyParam = z
  .string()
  .regex(/^C\d+$/)
  .transform((v) => Number(v.slice(1)));
const ticketParam = z
  .string()
  .regex(/^T\d+$/)
  .transform((v) => Number(v.slice(1)));
const filePathParam = z.string().regex(/^[A-Za-z0-9_-]+(\.[a-z0-9]{1,10})?$/);

function sendFile(
  reply: FastifyReply,
  stream: NodeJS.ReadableStream,
  name: string,
  contentType: string | null,
  disposition: 'attachment' | 'inline',
) {
  return reply
    .header('Content-Type', contentType || 'application/octet-stream')
    .header(
      'Content-Disposition',
      `${disposition}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.ctx;
  const tags = ['files'];
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });

  /** Reads the one file part, refusing it above `limitMb` with the spec's message. */
  async function receive(request: Parameters<typeof currentUser>[0], limitMb: number, key: (ext: string) => string) {
    const part = await request.file({ limits: { fileSize: limitMb * 1024 * 1024 }, throwFileSizeLimit: false });
    if (!part || !part.filename) throw badRequest({ file: ticketMessages.fileRequired }, ticketMessages.fileRequired);
    const name = sanitizeFileName(part.filename);
    const ext = extensionOf(name);
    const storageKey = key(ext);
    const size = await storage.save(storageKey, part.file);
    if (part.file.truncated) {
      await storage.remove(storageKey);
      const message = ticketMessages.attachmentLimit(limitMb);
      throw badRequest({ file: message }, message);
    }
    return { name, ext, size, storageKey, mimetype: part.mimetype };
  }

  app.post('/uploads', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: successEnvelope(attachment), ...guardedFailures } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const limit = await attachmentLimitMb(db, user.companyId);
      let filePath = '';
      const file = await receive(request, limit, (ext) => {
        filePath = `${randomUUID()}${ext ? `.${ext}` : ''}`;
        return `C${user.companyId}/${filePath}`;
      });
      const [row] = await db
        .insert(workItemAttachments)
        .values({
          companyId: user.companyId,
          name: file.name,
          size: file.size,
          filePath,
          contentType: file.mimetype?.slice(0, 200) || null,
          isTemp: true,
          createdBy: user.id,
        })
        .returning();
      return reply.status(201).send(ok(presentAttachment(app.ctx.tokens, { ...row, size: Number(row.size) }, user.id)));
    },
  });

  app.post('/uploads/images', {
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      response: { 201: successEnvelope(z.object({ url: z.string() })), ...guardedFailures },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      let fileName = '';
      const file = await receive(request, IMAGE_LIMIT_MB, (ext) => {
        if (!IMAGE_TYPES[ext]) throw badRequest({ file: ticketMessages.imageOnly }, ticketMessages.imageOnly);
        fileName = `${randomUUID().replaceAll('-', '')}.${ext}`;
        return `C${user.companyId}/images/${fileName}`;
      });
      void file;
      return reply.status(201).send(ok({ url: `/api/images/${fileName}` }));
    },
  });

  // Rich-text images are referenced by <img src>, which carries no credentials: their names are unguessable
  // (128 random bits) and only our upload endpoint creates them.
  app.get('/images/:name', {
    config: { public: true },
    schema: { tags, params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpe?g|gif|webp)$/) }) },
    handler: async (request, reply) => {
      const ext = extensionOf(request.params.name);
      const stream = await storage.open(`C1/images/${request.params.name}`);
      if (!stream) throw notFound();
      return reply
        .header('Content-Type', IMAGE_TYPES[ext])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  });

  app.get('/files/:company/:filePath', {
    config: { public: true },
    schema: { tags, params: z.object({ company: companyParam, filePath: filePathParam }), querystring: linkQuery },
    handler: async (request, reply) => {
      const file = await authorizeDownload(
        app.ctx,
        request,
        { companyId: request.params.company, workItemId: null, filePath: request.params.filePath },
        request.query,
      );
      const stream = await storage.open(`C${file.companyId}/${file.filePath}`);
      if (!stream) throw notFound();
      return sendFile(reply, stream, file.name, file.contentType, 'attachment');
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
      const file = await authorizeDownload(
        app.ctx,
        request,
        { companyId: request.params.company, workItemId: request.params.ticket, filePath: request.params.filePath },
        request.query,
      );
      const stream = await storage.open(`C${file.companyId}/${file.filePath}`);
      if (!stream) throw notFound();
      return sendFile(reply, stream, file.name, file.contentType, 'attachment');
    },
  });
};
