// Presence across real server processes on one PostgreSQL (docs/product/tickets.md#presence): two servers started as
// production starts them, each with its own memory, pool and LISTEN connection; a viewer on one sees a viewer on the
// other, their writing and their leaving.
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../../lib/paths';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../../../test/test-database';
import { openPresenceStream } from './testing/presence-stream';

const START_TIMEOUT_MS = 90_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function call(port: number, url: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: any }).data };
}

async function started(port: number): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error(`the server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(usesPostgres())('presence across server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const servers: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' };
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
        cwd: apiRoot,
        env: { ...env, LOG_LEVEL: 'warn', SERVE_WEB: 'false', JWT_SECRET: '', NODE_ENV: 'test' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      servers.push(server);
      ports.push(port);
    }
    await Promise.all(ports.map(started));
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : s.once('exit', resolve)))),
    );
    await database.dispose();
  });

  it('shows a viewer on one process to a viewer on the other, their writing and their leaving', async () => {
    const [a, b] = ports;
    const agente = (await call(a, '/api/auth/login', { userName: 'agente', password: 'Agente123!' })).data.token;
    const supervisor = (await call(b, '/api/auth/login', { userName: 'supervisor', password: 'Supervisor123!' })).data.token;
    const ticket = { subject: 'Proyector sin señal', detail: '<p>Sala 2</p>', categoryId: 1, subCategoryId: 1, severityId: 1 };
    const created = await call(a, '/api/workitems', ticket, agente);
    expect(created.status).toBe(201);
    const id = created.data.id as number;

    const ana = await call(a, `/api/workitems/${id}/presence`, {}, agente);
    expect(ana.status).toBe(200);
    const anaStream = openPresenceStream(a, id, ana.data.ticket);
    await anaStream.until([]);

    // The supervisor is on the other process: their join, and the stream ticket signed there, only meet Ana through
    // PostgreSQL.
    const sergio = await call(b, `/api/workitems/${id}/presence`, {}, supervisor);
    expect(sergio.status).toBe(200);
    const sergioStream = openPresenceStream(b, id, sergio.data.ticket);
    await anaStream.until(['Sergio Supervisor']);
    await sergioStream.until(['Ana Agente']);

    await call(b, `/api/workitems/${id}/presence`, { tab: sergio.data.tab, typing: true }, supervisor);
    await anaStream.until(['Sergio Supervisor (escribiendo)']);

    sergioStream.close();
    await anaStream.until([], 'the supervisor leaving on the other process');
    anaStream.close();
  }, 60_000);
});
