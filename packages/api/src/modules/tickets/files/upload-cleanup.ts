// Temporary uploads not saved with a ticket within 24 hours are removed (rows and files), and so are stored files whose
// upload never finished (a process stopped mid-way). Safe to run from several processes at once: each row is deleted by
// exactly one of them.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { queryRows } from '../../../db/client';

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
  return removed.length;
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
