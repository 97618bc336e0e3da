// A company's settings read where they apply: the FileAttachmentSize setting bounds the uploads of tickets and the
// maximum of the attachment rules alike.
import { and, eq } from 'drizzle-orm';
import { FILE_ATTACHMENT_SIZE } from '@tms/contracts';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** The company's active FileAttachmentSize setting in MB, when it is a positive number; null otherwise. */
export async function fileAttachmentSizeMb(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ detail: settings.detail })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), eq(settings.code, FILE_ATTACHMENT_SIZE), eq(settings.isActive, true)));
  const mb = Number(row?.detail);
  return Number.isFinite(mb) && mb > 0 ? mb : null;
}
