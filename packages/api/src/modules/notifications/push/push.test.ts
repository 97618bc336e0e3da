import http from 'node:http';
import https from 'node:https';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption library.
import ece from 'http_ece';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox, pushSubscriptions } from '../../../db/schema';
import { createOutboxWorker } from '../delivery/outbox-worker';
import { createPushSender } from './push-sender';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A self-signed certificate for 127.0.0.1 (push services are always reached over HTTPS). */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** A local stand-in for a browser's push service, answering `status` to every message. */
async function startPushService(status: () => number) {
  const received: Received[] = [];
  const server = https.createServer(selfSignedCertificate(), (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/abc`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const silent = { warn() {}, error() {} };

describe('browser push', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/push-subscriptions/public-key')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/push-subscriptions', {})).statusCode).toBe(401);
    expect((await t.anonymous.delete('/api/push-subscriptions/1')).statusCode).toBe(401);
  });

  it('serves one VAPID public key, generated once and kept', async () => {
    const agente = await t.as('agente');
    const first = (await agente.get('/api/push-subscriptions/public-key')).body.data.publicKey;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect((await (await t.as('cliente')).get('/api/push-subscriptions/public-key')).body.data.publicKey).toBe(first);
  });

  it('delivers an encrypted notification to the subscription, and removes it when the service answers 410', async () => {
    let answer = 201;
    const service = await startPushService(() => answer);
    try {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      const agente = await t.as('agente');
      const subscribed = await agente.post('/api/push-subscriptions', {
        Endpoint: service.url,
        ExpirationDate: null,
        Auth: authSecret,
        P256dh: receiver.getPublicKey('base64url'),
      });
      expect(subscribed.statusCode).toBe(200);
      expect(subscribed.body).toEqual({ status: 'Success', data: { id: expect.any(Number) } });

      await t.database.handle.db.delete(outbox);
      const created = await (
        await t.as('cliente')
      ).post('/api/workitems', { subject: 'Silla rota', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 });
      const db = t.database.handle.db;
      const worker = createOutboxWorker(
        db,
        { push: createPushSender(db, 'https://help.example.com', new https.Agent({ rejectUnauthorized: false })) },
        silent,
      );
      expect(await worker.runOnce()).toBe(1);

      expect(service.received).toHaveLength(1);
      const [message] = service.received;
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      const publicKey = (await agente.get('/api/push-subscriptions/public-key')).body.data.publicKey;
      expect(message.headers.authorization).toContain(`k=${publicKey}`);
      const payload = JSON.parse(
        ece.decrypt(message.body, { version: 'aes128gcm', privateKey: receiver, authSecret }).toString('utf8'),
      );
      expect(payload).toMatchObject({
        body: expect.stringContaining('Silla rota'),
        url: `/ticket/${created.body.data.id}`,
        type: 2,
      });

      answer = 410;
      await (
        await t.as('cliente')
      ).post('/api/workitems', { subject: 'Otra silla', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 });
      expect(await worker.runOnce()).toBe(1);
      expect(await t.database.handle.db.select().from(pushSubscriptions)).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it('lets users delete only their own subscription', async () => {
    const agente = await t.as('agente');
    const created = await agente.post('/api/push-subscriptions', {
      Endpoint: 'https://push.example.com/x',
      Auth: 'a',
      P256dh: 'b',
    });
    expect((await (await t.as('cliente')).delete(`/api/push-subscriptions/${created.body.data.id}`)).statusCode).toBe(404);
    expect((await agente.delete(`/api/push-subscriptions/${created.body.data.id}`)).statusCode).toBe(200);
  });
});
