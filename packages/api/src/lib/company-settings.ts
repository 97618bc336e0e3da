// A company's settings read where they apply: the FileAttachmentSize setting bounds the uploads of tickets and the
// maximum of the attachment rules alike; the upload quota and rate bound every user's uploads.
import { and, eq, inArray } from 'drizzle-orm';
import { FILE_ATTACHMENT_SIZE } from '@tms/contracts';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** The company's active settings among `codes` whose detail is a number `accept`s, by code (others are left out). */
async function numericSettings(
  db: Executor,
  companyId: number,
  codes: string[],
  accept: (value: number) => boolean,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: settings.code, detail: settings.detail })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), inArray(settings.code, codes), eq(settings.isActive, true)));
  const numbers = rows.map(({ code, detail }) => [code, detail.trim() === '' ? NaN : Number(detail)] as const);
  return new Map(numbers.filter(([, value]) => Number.isFinite(value) && accept(value)));
}

/** The company's active settings among `codes` whose detail is a positive number, by code (others are left out). */
export const positiveSettings = (db: Executor, companyId: number, codes: string[]) =>
  numericSettings(db, companyId, codes, (value) => value > 0);

/** The company's active settings among `codes` whose detail is a whole number of 0 or more, by code. */
export const wholeNumberSettings = (db: Executor, companyId: number, codes: string[]) =>
  numericSettings(db, companyId, codes, (value) => Number.isInteger(value) && value >= 0);

/** The company's active FileAttachmentSize setting in MB, when it is a positive number; null otherwise. */
export async function fileAttachmentSizeMb(db: Executor, companyId: number): Promise<number | null> {
  return (await positiveSettings(db, companyId, [FILE_ATTACHMENT_SIZE])).get(FILE_ATTACHMENT_SIZE) ?? null;
}
