// Uploaded files (attachments, rich-text images) live in the database, so every process serves every file and a
// backup is one dump (docs/decisions/0011-files-in-database.md). A file is a header row and its content in chunks of
// a fixed size, written as the upload arrives and read back one chunk at a time.
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/** bytea as a Buffer on both drivers (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    /** The storage key the server generated, e.g. `C1/<uuid>.pdf` or `C1/images/<id>.png`. */
    key: varchar('key', { length: 300 }).primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** False while the upload arrives: an incomplete file is never served, and is removed after a day. */
    complete: boolean('complete').notNull().default(false),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_incomplete_idx')
      .on(t.createdDate)
      .where(sql`NOT ${t.complete}`),
  ],
);

export const fileContents = pgTable(
  'file_contents',
  {
    key: varchar('key', { length: 300 })
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    /** 0, 1, 2, …: the chunk's place in the file. */
    chunk: integer('chunk').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.chunk] })],
);

/**
 * Rich-text images (stored under `C{company}/images/{name}`): who uploaded each (null for a mail's inline image) and,
 * once the upload cleanup found a ticket, message or canned response naming it, when. An image nothing names a day
 * after its upload is removed; one found named is never checked again.
 */
export const richTextImages = pgTable(
  'rich_text_images',
  {
    /** `<32 hex digits>.<ext>`, the last part of `/api/images/<name>`. */
    name: varchar('name', { length: 60 }).primaryKey(),
    companyId: integer('company_id').notNull(),
    createdBy: integer('created_by'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    referencedDate: timestamptz('referenced_date'),
  },
  (t) => [
    index('rich_text_images_unreferenced_idx')
      .on(t.createdDate)
      .where(sql`${t.referencedDate} IS NULL`),
    index('rich_text_images_uploader_idx').on(t.createdBy),
  ],
);

/**
 * One row per upload through the API (attachment or image), for the per-user quota and rate: reserved before the
 * body is read with the most it may store, settled to the bytes stored. Rows older than a day are removed.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [index('upload_usage_user_idx').on(t.userId, t.createdDate)],
);
