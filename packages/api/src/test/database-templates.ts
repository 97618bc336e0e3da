// Vitest global setup of the API projects: migrates and seeds one database of each kind (with and without the demo
// data) once per run, so each test file starts from a copy instead of running every migration and the seed again —
// a PGlite data directory dumped to a file, or a template database on the PostgreSQL server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createServerDatabase, prepareDatabase, type DatabaseTemplates, type ServerDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const variants = { demo: true, plain: false } as const;

async function pgliteSnapshot(folder: string, demo: boolean): Promise<string> {
  const dataDir = path.join(folder, demo ? 'demo-data' : 'plain-data');
  const handle = await openDatabase({ pgliteDir: dataDir });
  await prepareDatabase(handle, demo);
  await handle.close();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = `${dataDir}.tar`;
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await fs.rm(dataDir, { recursive: true, force: true });
  return file;
}

async function postgresTemplate(demo: boolean): Promise<ServerDatabase> {
  const database = await createServerDatabase({ prefix: `tms_template_${demo ? 'demo' : 'plain'}` });
  const handle = await openDatabase({ databaseUrl: database.url });
  await prepareDatabase(handle, demo);
  await handle.close();
  return database;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const demo = await postgresTemplate(variants.demo);
    const plain = await postgresTemplate(variants.plain);
    project.provide('databaseTemplates', { demo: demo.name, plain: plain.name });
    return async () => {
      await demo.drop();
      await plain.drop();
    };
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `tms-templates-${randomBytes(3).toString('hex')}-`));
  const [demo, plain] = await Promise.all([pgliteSnapshot(folder, variants.demo), pgliteSnapshot(folder, variants.plain)]);
  project.provide('databaseTemplates', { demo, plain });
  return () => fs.rm(folder, { recursive: true, force: true });
}
