// Temporary uploads not saved with a ticket within 24 hours are removed (rows and files), and so are stored files whose
// upload never finished (a process stopped mid-way), rich-text images no ticket, message or canned response names a
// day after their upload, and the upload quota's counts older than a day. Safe to run from several processes at once:
// each row is deleted by exactly one of them.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { queryRows } from '../../../db/client';
import { imageReferenced } from './files.repository';
import { imageKey } from './files.service';
import { removeUsageBefore } from './upload-quota';

export const TEMP_UPLOAD_TTL_HOURS = 24;

/** Answers how many temporary uploads went; unfinished stored files older than the same cutoff go too. */
export async function removeExpiredUploads(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_UPLOAD_TTL_HOURS * 3_600_000);
  const removed = await queryRows<{ companyId: number; filePath: string }>(
    ctx.db,
    sql`
    DELETE FROM work_item_attachments WHERE is_temp AND work_item_id IS NULL AND created_date < ${cutoff}
    RETURNING company_id AS "companyId", file_path AS "filePath"`,
  );
  for (const file of removed) await ctx.storage.remove(`C${file.companyId}/${file.filePath}`);
  await ctx.storage.removeIncomplete(cutoff);
  await removeUnreferencedImages(ctx, cutoff);
  await removeUsageBefore(ctx.db, cutoff);
  return removed.length;
}

/**
 * Removes the images uploaded before `cutoff` that nothing names, then marks the rest of them referenced so no later
 * run reads the texts for them again (an image a text stops naming afterwards stays). Answers the names removed.
 */
export async function removeUnreferencedImages(ctx: Pick<AppContext, 'db' | 'storage'>, cutoff: Date): Promise<string[]> {
  const due = sql`i.referenced_date IS NULL AND i.created_date < ${cutoff}`;
  const removed = await queryRows<{ companyId: number; name: string }>(
    ctx.db,
    sql`
    DELETE FROM rich_text_images i WHERE ${due} AND NOT ${imageReferenced(sql`i.name`)}
    RETURNING company_id AS "companyId", name`,
  );
  for (const image of removed) await ctx.storage.remove(imageKey(image.companyId, image.name));
  await ctx.db.execute(sql`UPDATE rich_text_images i SET referenced_date = now() WHERE ${due}`);
  return removed.map((image) => image.name);
}

/** Runs the cleanup every hour (and once at start); returns a function that stops it. */
export function startUploadCleanup(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  log: { error(obj: object, msg: string): void },
): () => void {
  const run = () =>
    removeExpiredUploads(ctx).catch((error: unknown) => log.error({ err: error }, 'removing expired temporary uploads failed'));
  void run();
  const timer = setInterval(() => void run(), 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
