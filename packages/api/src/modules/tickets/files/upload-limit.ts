// The attachment size limit: the FileAttachmentSize setting in MB (default 10).
import { and, eq } from 'drizzle-orm';
import { DEFAULT_FILE_ATTACHMENT_SIZE_MB, FILE_ATTACHMENT_SIZE } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { settings } from '../../../db/schema';

export async function attachmentLimitMb(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ detail: settings.detail })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), eq(settings.code, FILE_ATTACHMENT_SIZE), eq(settings.isActive, true)));
  const mb = Number(row?.detail);
  return Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_FILE_ATTACHMENT_SIZE_MB;
}
