// Files that reach a ticket other than through the upload call (the e-mail channel's attachments and inline images):
// vetted against the limits of an upload (FileAttachmentSize, the sub-category's attachment rules) and stored the
// same way. An attachment becomes a temporary upload of its sender, attached by the ticket save that names it; an
// inline image becomes a rich-text image the detail or message shows. Both are stored in the caller's transaction: a
// save that rolls back takes its files with it.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { matchesAttachmentRule } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { extensionOf, sanitizeFileName } from '../../../lib/storage';
import type { AuthUser } from '../../../plugins/current-user';
import { rulesOf } from '../tickets/attachment-rules';
import { filesRepository } from './files.repository';
import { attachmentKey, IMAGE_LIMIT_MB, IMAGE_TYPES, imageKey, withExtension } from './files.service';
import { attachmentLimitMb } from './upload-limit';
import { BYTES_PER_MB } from './upload-quota';

const CONTENT_TYPE_MAX = 200;

export interface ReceivedFile {
  name: string;
  content: Buffer;
  contentType: string | null;
}

/** Why a file was not attached: above FileAttachmentSize (`limitMb`), or matching none of the sub-category's rules. */
export type FileRefusal = { name: string; problem: 'size'; limitMb: number } | { name: string; problem: 'rules' };

export interface VettedFiles {
  accepted: ReceivedFile[];
  refused: FileRefusal[];
}

export function createReceivedFiles(ctx: Pick<AppContext, 'storage'>) {
  const { storage } = ctx;

  /** Stores `content` through the caller's transaction, so it goes away if the save rolls back. */
  const save = (db: Executor, key: string, content: Buffer) => storage.within(db).save(key, Readable.from([content]));

  return {
    /** Splits `files` into those a ticket of `subCategoryId` may take and those refused, each with its reason. */
    async vet(db: Executor, companyId: number, subCategoryId: number, files: ReceivedFile[]): Promise<VettedFiles> {
      const limitMb = await attachmentLimitMb(db, companyId);
      const rules = await rulesOf(db, subCategoryId);
      const vetted: VettedFiles = { accepted: [], refused: [] };
      for (const file of files) {
        const name = sanitizeFileName(file.name);
        const facts = { name, size: file.content.length };
        if (facts.size > limitMb * BYTES_PER_MB) vetted.refused.push({ name, problem: 'size', limitMb });
        else if (rules.length > 0 && !rules.some((rule) => matchesAttachmentRule(facts, rule)))
          vetted.refused.push({ name, problem: 'rules' });
        else vetted.accepted.push({ ...file, name });
      }
      return vetted;
    },

    /** Stores `file` as a temporary upload of `user`; answers its id, for the `attachments` of a ticket save. */
    async saveUpload(db: Executor, user: AuthUser, file: ReceivedFile): Promise<number> {
      const name = sanitizeFileName(file.name);
      const filePath = withExtension(randomUUID(), extensionOf(name));
      const size = await save(db, attachmentKey(user.companyId, filePath), file.content);
      const row = await filesRepository.insertTempUpload(db, {
        companyId: user.companyId,
        name,
        size,
        filePath,
        contentType: file.contentType?.slice(0, CONTENT_TYPE_MAX) || null,
        createdBy: user.id,
      });
      return row.id;
    },

    /**
     * Stores an inline image as a rich-text image of `uploaderId` (the mail's sender; null: none on record) and answers
     * its address; null when it cannot be one (type, size).
     */
    async saveImage(
      db: Executor,
      companyId: number,
      file: ReceivedFile,
      uploaderId: number | null = null,
    ): Promise<string | null> {
      const ext = Object.keys(IMAGE_TYPES).find((key) => IMAGE_TYPES[key] === file.contentType) ?? extensionOf(file.name);
      if (!IMAGE_TYPES[ext] || file.content.length > IMAGE_LIMIT_MB * BYTES_PER_MB) return null;
      const fileName = `${randomUUID().replaceAll('-', '')}.${ext}`;
      await save(db, imageKey(companyId, fileName), file.content);
      await filesRepository.insertImage(db, { name: fileName, companyId, createdBy: uploaderId });
      return `/api/images/${fileName}`;
    },
  };
}

export type ReceivedFiles = ReturnType<typeof createReceivedFiles>;
