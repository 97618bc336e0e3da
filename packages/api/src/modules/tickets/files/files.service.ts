// Uploads (temporary attachments and rich-text images) and downloads of stored files. The server names every stored
// file (a random id plus the extension); the client's file name is only a display name.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ticketMessages, type Attachment } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import { signedImageUrl, type LinkQuery } from '../../../lib/file-links';
import { extensionOf, sanitizeFileName } from '../../../lib/storage';
import type { AuthUser } from '../../../plugins/current-user';
import { presentAttachment } from '../tickets/tickets.presenter';
import { authorizeDownload, authorizeImage } from './files.policy';
import type { FileAddress, StoredFile } from './files.repository';
import { filesRepository } from './files.repository';
import { attachmentLimitMb } from './upload-limit';
import { BYTES_PER_MB, overQuota, reserveUpload, settleUpload, type UploadReservation } from './upload-quota';

export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const IMAGE_LIMIT_MB = 5;
const CONTENT_TYPE_MAX = 200;
/** The company of an image stored before images were recorded: the product runs one company per installation. */
const IMAGE_COMPANY_ID = 1;

const fileError = (message: string) => badRequest({ file: message }, message);
const malformedUpload = () => fileError(ticketMessages.malformedUpload);

/** Storage keys: `C{company}/{file}` for attachments, `C{company}/images/{file}` for rich-text images. */
export const attachmentKey = (companyId: number, filePath: string) => `C${companyId}/${filePath}`;
export const imageKey = (companyId: number, fileName: string) => `C${companyId}/images/${fileName}`;
export const withExtension = (base: string, ext: string) => (ext ? `${base}.${ext}` : base);

interface ReceivedFile {
  name: string;
  size: number;
  mimetype: string;
}

/** The one file part of the request; a body that is not well-formed multipart is the client's error (400). */
async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
  } catch {
    // The multipart parser throws only for the body's shape (no boundary, cut off, malformed headers).
    throw malformedUpload();
  }
  if (!part || !part.filename) throw fileError(ticketMessages.fileRequired);
  return part;
}

export function createFilesService(ctx: AppContext) {
  const { db, storage, tokens } = ctx;

  /**
   * Stores the part's content under `key`; a content cut off by the client is refused (400), and so is one above the
   * file limit `limitMb` (400) or above what the quota has left (413).
   */
  async function store(part: MultipartFile, key: string, limitMb: number, reservation: UploadReservation): Promise<number> {
    let size: number;
    try {
      size = await storage.save(key, part.file);
    } catch (error) {
      // The part's stream errors only when the parser finds the body cut off or malformed: the client's error.
      if (part.file.errored) throw malformedUpload();
      throw error;
    }
    if (part.file.truncated) {
      await storage.remove(key);
      throw reservation.quotaBound ? overQuota(reservation.mbPerDay) : fileError(ticketMessages.attachmentLimit(limitMb));
    }
    return size;
  }

  /**
   * Reads the file part and stores it under the key `keyOf(extension)` builds, within `user`'s upload quota and rate
   * (upload-quota.ts): the upload is counted before its body is read, and settled to what it stored.
   */
  async function receive(
    user: AuthUser,
    request: FastifyRequest,
    limitMb: number,
    keyOf: (ext: string) => string,
  ): Promise<ReceivedFile> {
    const reservation = await reserveUpload(db, user, limitMb * BYTES_PER_MB);
    let stored = 0;
    try {
      const part = await filePart(request, reservation.maxBytes);
      const name = sanitizeFileName(part.filename);
      stored = await store(part, keyOf(extensionOf(name)), limitMb, reservation);
      return { name, size: stored, mimetype: part.mimetype };
    } finally {
      await settleUpload(db, reservation.usageId, stored);
    }
  }

  return {
    /** A temporary upload of `user`, attached to a ticket by its next save (or removed after 24 h). */
    async upload(user: AuthUser, request: FastifyRequest): Promise<Attachment> {
      const limit = await attachmentLimitMb(db, user.companyId);
      let filePath = '';
      const file = await receive(user, request, limit, (ext) => {
        filePath = withExtension(randomUUID(), ext);
        return attachmentKey(user.companyId, filePath);
      });
      const row = await filesRepository.insertTempUpload(db, {
        companyId: user.companyId,
        name: file.name,
        size: file.size,
        filePath,
        contentType: file.mimetype?.slice(0, CONTENT_TYPE_MAX) || null,
        createdBy: user.id,
      });
      return presentAttachment(tokens, row, user);
    },

    /**
     * A rich-text image, recorded with its uploader; returns the address the editor puts in <img src>, signed for the
     * uploader's session (saving the text keeps only `/api/images/<name>`).
     */
    async uploadImage(user: AuthUser, request: FastifyRequest): Promise<{ url: string }> {
      let fileName = '';
      await receive(user, request, IMAGE_LIMIT_MB, (ext) => {
        if (!IMAGE_TYPES[ext]) throw fileError(ticketMessages.imageOnly);
        fileName = `${randomUUID().replaceAll('-', '')}.${ext}`;
        return imageKey(user.companyId, fileName);
      });
      await filesRepository.insertImage(db, { name: fileName, companyId: user.companyId, createdBy: user.id });
      return { url: signedImageUrl(tokens, fileName, user) };
    },

    /** The rich-text image `name`, when the caller may see it (files.policy.ts). */
    async openImage(request: FastifyRequest, name: string, query: LinkQuery): Promise<{ stream: Readable; contentType: string }> {
      const image = await authorizeImage(ctx, request, name, query);
      const stream = await storage.open(imageKey(image?.companyId ?? IMAGE_COMPANY_ID, name));
      if (!stream) throw notFound();
      return { stream, contentType: IMAGE_TYPES[extensionOf(name)] };
    },

    /** The stored file a download address names, when the caller may read it. */
    async download(
      request: FastifyRequest,
      address: FileAddress,
      query: LinkQuery,
    ): Promise<{ file: StoredFile; stream: Readable }> {
      const file = await authorizeDownload(ctx, request, address, query);
      const stream = await storage.open(attachmentKey(file.companyId, file.filePath));
      if (!stream) throw notFound();
      return { file, stream };
    },
  };
}
