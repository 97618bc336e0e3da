// The first start after an upgrade: the server copies what an earlier install kept in DATA_DIR/files into the
// database before it serves anything, so the attachments of existing tickets keep working from every process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type Bootstrapped } from '../bootstrap';
import { loadConfig } from '../config/config';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../test/test-database';

async function contentOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

describe('the first start after files moved into the database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-upgrade-'));
  const pdf = randomBytes(600 * 1024);
  let server: TestDatabase | null = null;
  let started: Bootstrapped;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'files', 'C1', 'images'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'C1', 'contrato.pdf'), pdf);
    fs.writeFileSync(path.join(dataDir, 'files', 'C1', 'images', 'logo.png'), 'png');
    server = usesPostgres() ? await createTestDatabase({ demo: false }) : null;
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', DATA_DIR: dataDir };
    started = await bootstrap(loadConfig(server ? { ...env, DATABASE_URL: server.url } : env));
    // A first start migrates a new embedded database on disk: slower than the in-memory one of other tests.
  }, 180_000);
  afterAll(async () => {
    await started?.shutdown();
    await server?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports DATA_DIR/files under the same keys and puts the folder aside as files-imported', async () => {
    expect(started.diskImport).toEqual({ imported: 2, left: [], renamedTo: path.join(dataDir, 'files-imported') });
    expect((await contentOf(await started.ctx.storage.open('C1/contrato.pdf')))?.equals(pdf)).toBe(true);
    expect((await contentOf(await started.ctx.storage.open('C1/images/logo.png')))?.toString()).toBe('png');
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  });
});
