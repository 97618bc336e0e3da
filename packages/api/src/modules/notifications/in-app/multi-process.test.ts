// Two real server processes on one PostgreSQL database: a notification written through one reaches an SSE client of
// the other, both trust the same generated token key, and their outbox workers never send a mail twice.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { apiRoot } from '../../../lib/paths';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../../../test/test-database';
import { waitFor } from '../../../test/wait-for';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function api(port: number, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

describe.runIf(usesPostgres())('several server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  const mails: string[] = [];
  const processes: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          LOG_LEVEL: 'warn',
          SERVE_WEB: 'false',
          JWT_SECRET: '',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      processes.push(child);
      ports.push(port);
    }
    for (const port of ports)
      await waitFor(
        async () =>
          (await fetch(`http://127.0.0.1:${port}/api/health`)
            .then((r) => r.ok)
            .catch(() => false)) || undefined,
        `the server on port ${port}`,
        60_000,
      );
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  });

  it('fans a notification out to a stream on the other process and mails it once', async () => {
    const [a, b] = ports;
    const agente = (await api(a, 'POST', '/api/auth/login', { userName: 'agente', password: 'Agente123!' })).body.data.token;
    const cliente = (await api(b, 'POST', '/api/auth/login', { userName: 'cliente', password: 'Cliente123!' })).body.data.token;
    // A token signed by one process is accepted by the other: the key is shared through the database.
    const { ticket } = (await api(a, 'POST', '/api/notifications/stream-ticket', {}, agente)).body.data;

    const received: any[] = [];
    const stream = http.get(
      { host: '127.0.0.1', port: b, path: `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}` },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (const match of buffer.matchAll(/event: notification\ndata: (.+)\n\n/g)) received.push(JSON.parse(match[1]));
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        });
      },
    );
    await new Promise((r) => setTimeout(r, 500));

    const created = await api(
      a,
      'POST',
      '/api/workitems',
      { subject: 'Fuga de agua', detail: '<p>Baño 2</p>', categoryId: 1, subCategoryId: 1, severityId: 1 },
      cliente,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const live = await waitFor(() => received.find((n) => n.id === id), 'the notification on the other process', 20_000);
    expect(live).toMatchObject({ type: 2, url: `/ticket/${id}` });
    stream.destroy();

    await waitFor(() => mails.find((m) => m.includes(`/ticket/${id}`)), 'the mail', 20_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(mails.filter((m) => m.includes(`/ticket/${id}`))).toHaveLength(1);
  }, 60_000);
});
