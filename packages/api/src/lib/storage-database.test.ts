// Files stored in the database: written chunk by chunk as the upload arrives (never held whole), read back
// byte-identical one chunk at a time, nothing left of an upload that failed, and what DATA_DIR/files held imported once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileContents, storedFiles } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { FileStorage } from './storage';
import { CHUNK_BYTES, createDatabaseStorage } from './storage-database';
import { importDiskFiles } from './storage-import';

const PIECE_BYTES = 16 * 1024;

async function readAll(stream: Readable): Promise<{ content: Buffer; pieces: number[] }> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return { content: Buffer.concat(pieces), pieces: pieces.map((piece) => piece.length) };
}

describe('files stored in the database', () => {
  let database: TestDatabase;
  let storage: FileStorage;
  const db = () => database.handle.db;
  const bytesStored = async (key: string) => {
    const [row] = await db()
      .select({ bytes: sql<number>`coalesce(sum(length(${fileContents.data})), 0)::int` })
      .from(fileContents)
      .where(eq(fileContents.key, key));
    return row.bytes;
  };
  const chunkRows = (key: string) =>
    db()
      .select({ chunk: fileContents.chunk, bytes: sql<number>`length(${fileContents.data})` })
      .from(fileContents)
      .where(eq(fileContents.key, key))
      .orderBy(fileContents.chunk);

  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
    storage = createDatabaseStorage(database.handle.db);
  });
  afterAll(() => database.dispose());

  it('writes each chunk as the upload arrives: never more than one chunk of it is held in memory', async () => {
    const key = 'C1/grande.bin';
    const content = randomBytes(10 * CHUNK_BYTES + 1234);
    const heldWhenAsked: number[] = [];
    async function* arriving() {
      for (let sent = 0; sent < content.length; sent += PIECE_BYTES) {
        // What the writer received but has not yet put in the database, each time it asks for more.
        heldWhenAsked.push(sent - (await bytesStored(key)));
        yield content.subarray(sent, sent + PIECE_BYTES);
      }
    }

    // The stream reads one piece ahead of the writer (highWaterMark 1); the writer itself holds less than a chunk.
    expect(await storage.save(key, Readable.from(arriving(), { highWaterMark: 1 }))).toBe(content.length);

    expect(heldWhenAsked.length).toBe(Math.ceil(content.length / PIECE_BYTES));
    expect(Math.max(...heldWhenAsked)).toBeLessThan(CHUNK_BYTES + PIECE_BYTES);
    const rows = await chunkRows(key);
    expect(rows.map((row) => row.chunk)).toEqual([...Array(11).keys()]);
    expect(rows.slice(0, 10).every((row) => row.bytes === CHUNK_BYTES)).toBe(true);
    expect(rows[10].bytes).toBe(1234);

    const read = await readAll((await storage.open(key))!);
    expect(read.content.equals(content)).toBe(true);
    // Read back one chunk at a time.
    expect(read.pieces).toEqual(rows.map((row) => row.bytes));
  });

  it('keeps nothing of an upload that fails half-way, and answers null for it', async () => {
    const key = 'C1/cortado.bin';
    async function* cutOff() {
      yield randomBytes(3 * CHUNK_BYTES);
      throw new Error('the client went away');
    }
    await expect(storage.save(key, Readable.from(cutOff()))).rejects.toThrow('the client went away');
    expect(await storage.open(key)).toBeNull();
    expect(await bytesStored(key)).toBe(0);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
  });

  it('fails, and keeps nothing, when the file is removed while it is written', async () => {
    const key = 'C1/quitado.bin';
    async function* removedMeanwhile() {
      yield randomBytes(CHUNK_BYTES);
      // Once the whole content is in, and before the writer marks the file complete.
      while ((await bytesStored(key)) < CHUNK_BYTES);
      await storage.remove(key);
    }
    await expect(storage.save(key, Readable.from(removedMeanwhile()))).rejects.toThrow('removed while it was written');
    expect(await storage.open(key)).toBeNull();
    expect(await bytesStored(key)).toBe(0);
  });

  it("stores through a caller's transaction: a failed save leaves it usable, and its rollback takes the file", async () => {
    const key = 'C1/en-transaccion.txt';
    const rollback = db().transaction(async (tx) => {
      const inside = storage.within(tx);
      await inside.save(key, Readable.from([Buffer.from('dentro')]));
      await expect(inside.save(key, Readable.from([Buffer.from('otra vez')]))).rejects.toThrow();
      expect((await readAll((await inside.open(key))!)).content.toString()).toBe('dentro');
      throw new Error('the save failed later');
    });
    await expect(rollback).rejects.toThrow('the save failed later');
    expect(await storage.open(key)).toBeNull();
  });

  it('refuses a key already taken and keeps the file that has it', async () => {
    const key = 'C1/unico.txt';
    await storage.save(key, Readable.from([Buffer.from('primero')]));
    await expect(storage.save(key, Readable.from([Buffer.from('segundo')]))).rejects.toThrow();
    expect((await readAll((await storage.open(key))!)).content.toString()).toBe('primero');
  });

  it('stores an empty file as a file, and forgets a removed one', async () => {
    await storage.save('C1/vacio.txt', Readable.from([]));
    expect((await readAll((await storage.open('C1/vacio.txt'))!)).content.length).toBe(0);
    await storage.remove('C1/vacio.txt');
    expect(await storage.open('C1/vacio.txt')).toBeNull();
    expect(await storage.open('C1/nunca.txt')).toBeNull();
    await expect(storage.open('../fuera.txt')).rejects.toThrow('unsafe storage key');
  });

  it('removes uploads that never finished once they are old enough, and no complete file', async () => {
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await db().insert(storedFiles).values({ key: 'C1/abandonado.bin', createdDate: dayAgo });
    await db()
      .insert(fileContents)
      .values({ key: 'C1/abandonado.bin', chunk: 0, data: Buffer.from('mitad') });
    await db().insert(storedFiles).values({ key: 'C1/en-curso.bin' });
    await storage.save('C1/viejo-completo.txt', Readable.from([Buffer.from('completo')]));
    await db().update(storedFiles).set({ createdDate: dayAgo }).where(eq(storedFiles.key, 'C1/viejo-completo.txt'));

    expect(await storage.removeIncomplete(new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    expect(await bytesStored('C1/abandonado.bin')).toBe(0);
    const left = await db().select({ key: storedFiles.key }).from(storedFiles);
    expect(left.map((row) => row.key)).toEqual(expect.arrayContaining(['C1/en-curso.bin', 'C1/viejo-completo.txt']));
    expect(left.map((row) => row.key)).not.toContain('C1/abandonado.bin');
  });

  describe('files an earlier install kept under DATA_DIR/files', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-files-'));
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('imports them once under the same keys and puts the folder aside', async () => {
      const root = path.join(dataDir, 'files');
      const pdf = randomBytes(CHUNK_BYTES + 10);
      fs.mkdirSync(path.join(root, 'C1', 'images'), { recursive: true });
      fs.writeFileSync(path.join(root, 'C1', 'adjunto.pdf'), pdf);
      fs.writeFileSync(path.join(root, 'C1', 'images', 'foto.png'), 'png');
      fs.writeFileSync(path.join(root, 'C1', 'ya-importado.txt'), 'en disco');
      await storage.save('C1/ya-importado.txt', Readable.from([Buffer.from('en la base')]));

      const outcome = await importDiskFiles(storage, root);

      expect(outcome).toEqual({ imported: 2, left: [], renamedTo: `${root}-imported` });
      expect((await readAll((await storage.open('C1/adjunto.pdf'))!)).content.equals(pdf)).toBe(true);
      expect((await readAll((await storage.open('C1/images/foto.png'))!)).content.toString()).toBe('png');
      expect((await readAll((await storage.open('C1/ya-importado.txt'))!)).content.toString()).toBe('en la base');
      expect(fs.existsSync(root)).toBe(false);
      expect(fs.readdirSync(`${root}-imported`)).toEqual(['C1']);
      // The next start finds nothing to import.
      expect(await importDiskFiles(storage, root)).toEqual({ imported: 0, left: [], renamedTo: null });
    });

    it('leaves the folder in place while a file in it cannot be imported', async () => {
      const root = path.join(dataDir, 'otra');
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(path.join(root, '.oculto'), 'x');
      fs.writeFileSync(path.join(root, 'bueno.txt'), 'x');

      expect(await importDiskFiles(storage, root)).toEqual({ imported: 1, left: ['.oculto'], renamedTo: null });
      expect(fs.existsSync(path.join(root, '.oculto'))).toBe(true);
    });
  });
});
