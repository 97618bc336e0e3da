// Files stored in the database (docs/decisions/0011-files-in-database.md): a `stored_files` header and the content in
// `file_contents` rows of CHUNK_BYTES each. An upload is written chunk by chunk as it arrives, so the process holds at
// most one chunk of it; a download reads one chunk per query into the response. The same SQL runs on PGlite and on
// PostgreSQL. No transaction of ours spans an upload (it would hold PGlite's only connection, or one of the pool's, for
// as long as a slow client sends): the header stays incomplete until the last chunk is written, and an incomplete file
// is never served and is swept later. Files a caller stores inside its own transaction (`within`) roll back with it.
import { Readable } from 'node:stream';
import { and, eq, lt, not } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { fileContents, storedFiles } from '../db/schema';
import { assertSafeKey, type FileStorage } from './storage';

export const CHUNK_BYTES = 256 * 1024;

/**
 * Regroups `source` into buffers of exactly `chunkBytes` (the last one shorter), pulling from the source only when the
 * consumer asks for the next chunk: at most one chunk's worth of the source is held at any time.
 */
export async function* chunksOf(source: AsyncIterable<Buffer | string>, chunkBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let held = 0;
  for await (const piece of source) {
    let rest = typeof piece === 'string' ? Buffer.from(piece) : piece;
    while (held + rest.length >= chunkBytes) {
      const take = chunkBytes - held;
      pending.push(rest.subarray(0, take));
      rest = rest.subarray(take);
      const chunk = Buffer.concat(pending, chunkBytes);
      pending = [];
      held = 0;
      yield chunk;
    }
    if (rest.length > 0) {
      pending.push(rest);
      held += rest.length;
    }
  }
  if (held > 0) yield Buffer.concat(pending, held);
}

export interface DatabaseStorageOptions {
  /** Bytes per `file_contents` row; CHUNK_BYTES unless a test wants smaller ones. */
  chunkBytes?: number;
}

export function createDatabaseStorage(db: Database, options: DatabaseStorageOptions = {}): FileStorage {
  return storageOn(db, options.chunkBytes ?? CHUNK_BYTES, false);
}

const byKey = (key: string) => eq(storedFiles.key, key);

/** `inTransaction`: `db` may be a caller's transaction, and a failed save rolls back (to a savepoint) instead of cleaning up. */
function storageOn(db: Executor, chunkBytes: number, inTransaction: boolean): FileStorage {
  /** The incomplete header; a key already taken fails here (primary key), before anything of the content is read. */
  const start = async (executor: Executor, key: string) => {
    await executor.insert(storedFiles).values({ key });
  };

  /** Writes the chunks of a started file as they arrive and marks it complete; answers its size. */
  async function write(executor: Executor, key: string, content: Readable): Promise<number> {
    let size = 0;
    let chunk = 0;
    for await (const data of chunksOf(content, chunkBytes)) {
      await executor.insert(fileContents).values({ key, chunk, data });
      chunk += 1;
      size += data.length;
    }
    const done = await executor
      .update(storedFiles)
      .set({ size, complete: true })
      .where(byKey(key))
      .returning({ key: storedFiles.key });
    // The header went away meanwhile (removed by someone else): what was written is not a stored file.
    if (done.length === 0) throw new Error(`stored file ${key} was removed while it was written`);
    return size;
  }

  /** The file's chunks in order; fails when they do not add up to its size (it was removed while being read). */
  async function* readChunks(key: string, size: number): AsyncGenerator<Buffer> {
    let read = 0;
    for (let chunk = 0; ; chunk++) {
      const [row] = await db
        .select({ data: fileContents.data })
        .from(fileContents)
        .where(and(eq(fileContents.key, key), eq(fileContents.chunk, chunk)));
      if (!row) break;
      read += row.data.length;
      yield row.data;
    }
    if (read !== size) throw new Error(`stored file ${key} changed while it was read (${read} of ${size} bytes)`);
  }

  return {
    async save(key, content) {
      assertSafeKey(key);
      if (inTransaction)
        return db.transaction(async (savepoint) => {
          await start(savepoint, key);
          return write(savepoint, key, content);
        });
      await start(db, key);
      try {
        return await write(db, key, content);
      } catch (error) {
        await db.delete(storedFiles).where(byKey(key));
        throw error;
      }
    },

    async open(key) {
      assertSafeKey(key);
      const [file] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(and(byKey(key), eq(storedFiles.complete, true)));
      // A missing file is an ordinary answer (404), not an error.
      if (!file) return null;
      // A high-water mark of one byte: the next chunk is read only once the previous one has been taken.
      return Readable.from(readChunks(key, file.size), { objectMode: false, highWaterMark: 1 });
    },

    async remove(key) {
      assertSafeKey(key);
      await db.delete(storedFiles).where(byKey(key));
    },

    async removeIncomplete(before) {
      const removed = await db
        .delete(storedFiles)
        .where(and(not(storedFiles.complete), lt(storedFiles.createdDate, before)))
        .returning({ key: storedFiles.key });
      return removed.length;
    },

    within: (executor) => storageOn(executor, chunkBytes, true),
  };
}
