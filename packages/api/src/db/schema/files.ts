// Uploaded files (attachments, rich-text images) live in the database, so every process serves every file and a
// backup is one dump (docs/decisions/0011-files-in-database.md). A file is a header row and its content in chunks of
// a fixed size, written as the upload arrives and read back one chunk at a time.
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

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
