// The attachment size limit: the FileAttachmentSize setting in MB (default 10).
import { DEFAULT_FILE_ATTACHMENT_SIZE_MB } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { fileAttachmentSizeMb } from '../../../lib/company-settings';

export async function attachmentLimitMb(db: Executor, companyId: number): Promise<number> {
  return (await fileAttachmentSizeMb(db, companyId)) ?? DEFAULT_FILE_ATTACHMENT_SIZE_MB;
}
