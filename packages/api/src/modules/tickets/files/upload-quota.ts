// The per-user upload quota and rate (docs/product/tickets.md#files-pdf-and-qr): megabytes per 24 hours
// (UploadMbPerUserDay) and files per minute (UploadsPerUserMinute), attachments and rich-text images alike. Counted in
// `upload_usage`, so every process of the installation sees the same count. An upload reserves its place before its
// body is read, under a per-user lock, with the most it may store (the file limit, or less when the quota has less
// left), so parallel uploads cannot overshoot the quota together; the reservation is settled to the bytes stored.
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_UPLOAD_MB_PER_USER_DAY,
  DEFAULT_UPLOADS_PER_USER_MINUTE,
  ticketMessages,
  UPLOAD_MB_PER_USER_DAY,
  UPLOADS_PER_USER_MINUTE,
} from '@tms/contracts';
import { queryRows, type Database, type Executor } from '../../../db/client';
import { uploadUsage } from '../../../db/schema';
import { positiveSettings } from '../../../lib/company-settings';
import { AppError } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';

export const BYTES_PER_MB = 1024 * 1024;
/** The first key of the two-key advisory lock: 'upld' in ASCII, apart from every other lock of the product. */
const UPLOAD_LOCK_NAMESPACE = 0x75706c64;

export interface UploadLimits {
  mbPerDay: number;
  filesPerMinute: number;
}

/** What one upload may store: up to `maxBytes`; `quotaBound` when the quota, not the file limit, set that. */
export interface UploadReservation {
  usageId: number;
  maxBytes: number;
  quotaBound: boolean;
  mbPerDay: number;
}

export async function uploadLimits(db: Executor, companyId: number): Promise<UploadLimits> {
  const values = await positiveSettings(db, companyId, [UPLOAD_MB_PER_USER_DAY, UPLOADS_PER_USER_MINUTE]);
  return {
    mbPerDay: values.get(UPLOAD_MB_PER_USER_DAY) ?? DEFAULT_UPLOAD_MB_PER_USER_DAY,
    filesPerMinute: values.get(UPLOADS_PER_USER_MINUTE) ?? DEFAULT_UPLOADS_PER_USER_MINUTE,
  };
}

/** 413 `request.too_large`: the user's uploads of the last 24 hours reached the quota. */
export const overQuota = (mbPerDay: number) => new AppError(413, ticketMessages.uploadQuota(mbPerDay));
/** 429 `request.too_many`: the user uploaded the allowed number of files in the last minute. */
const overRate = (filesPerMinute: number) => new AppError(429, ticketMessages.uploadRate(filesPerMinute));

/** Reserves an upload of at most `fileLimitBytes` for `user`, or refuses it (429 over the rate, 413 over the quota). */
export async function reserveUpload(db: Database, user: AuthUser, fileLimitBytes: number): Promise<UploadReservation> {
  const { mbPerDay, filesPerMinute } = await uploadLimits(db, user.companyId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}, ${user.id})`);
    const [usage] = await queryRows<{ lastMinute: number; bytes: string }>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE created_date > now() - interval '1 minute')::int AS "lastMinute",
             COALESCE(sum(bytes), 0)::text AS bytes
        FROM upload_usage WHERE user_id = ${user.id} AND created_date > now() - interval '1 day'`,
    );
    if (usage.lastMinute >= filesPerMinute) throw overRate(filesPerMinute);
    const left = mbPerDay * BYTES_PER_MB - Number(usage.bytes);
    if (left <= 0) throw overQuota(mbPerDay);
    const maxBytes = Math.min(fileLimitBytes, left);
    const [row] = await tx.insert(uploadUsage).values({ userId: user.id, bytes: maxBytes }).returning({ id: uploadUsage.id });
    return { usageId: row.id, maxBytes, quotaBound: maxBytes < fileLimitBytes, mbPerDay };
  });
}

/** Settles a reservation to the bytes the upload stored (0 when it stored nothing). */
export async function settleUpload(db: Executor, usageId: number, bytes: number): Promise<void> {
  await db.update(uploadUsage).set({ bytes }).where(eq(uploadUsage.id, usageId));
}

/** Forgets usage older than `cutoff` (the upload cleanup passes a day ago). */
export async function removeUsageBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(uploadUsage).where(sql`${uploadUsage.createdDate} < ${cutoff}`);
}
