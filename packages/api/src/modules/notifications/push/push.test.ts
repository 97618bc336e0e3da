import http from 'node:http';
import https from 'node:https';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption library.
import ece from 'http_ece';
import { messages, notificationMessages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { outbox, pushSubscriptions } from '../../../db/schema';
import { loadConfig, type PushHost } from '../../../config/config';
import { OutboxKind } from '../../../lib/outbox';
import { createOutboxWorker, maxAttempts } from '../delivery/outbox-worker';
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
async function startPushService(status: () => number = () => 201) {
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

const ticket = (subject: string) => ({ subject, detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 });
/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret. */
const browserKeys = () => ({
  Auth: randomBytes(16).toString('base64url'),
  P256dh: createECDH('prime256v1').generateKeys('base64url'),
});
const keys = browserKeys();
/** Tests trust the local push services' self-signed certificates. */
const trustSelfSigned = { rejectUnauthorized: false };

describe('browser push', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let answer = 201;
  beforeAll(async () => {
    service = await startPushService(() => answer);
  });
  afterAll(() => service.close());
  // The local push service is reachable only because its very address and port are listed.
  const listed = () => ({ PUSH_ALLOWED_HOSTS: `${new URL(service.url).host},push.example.com` });
  const t = useTestApp(listed);
  let allowedHosts: PushHost[];
  beforeAll(() => {
    allowedHosts = loadConfig(listed()).pushAllowedHosts;
  });
  beforeEach(async () => {
    answer = 201;
    service.received.length = 0;
    await t.database.handle.db.delete(pushSubscriptions);
    await t.database.handle.db.delete(outbox);
  });

  const pushWorker = (hosts = allowedHosts) => {
    const db = t.database.handle.db;
    const sender = createPushSender(db, {
      publicUrl: 'https://help.example.com',
      allowedHosts: hosts,
      agentOptions: trustSelfSigned,
    });
    return createOutboxWorker(db, { [OutboxKind.Push]: sender }, silent);
  };
  const pushRows = () => t.database.handle.db.select().from(outbox).where(eq(outbox.kind, OutboxKind.Push));
  /** A ticket the client creates is assigned to the agent: one notification, one push row per subscription. */
  const notifyAgent = async (subject: string) => (await t.as('cliente')).post('/api/workitems', ticket(subject));

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
    const worker = pushWorker();
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

  it('refuses endpoints off the allowed push services, on private addresses or over plain http, with a Spanish 400', async () => {
    const agente = await t.as('agente');
    const port = new URL(service.url).port;
    const refused: [string, string][] = [
      [`http://127.0.0.1:${port}/push/abc`, notificationMessages.pushEndpointInvalid],
      ['https://fcm.googleapis.com/fcm/send/x', notificationMessages.pushEndpointNotAllowed],
      ['https://attacker.example.com/push', notificationMessages.pushEndpointNotAllowed],
      ['https://push.example.com:8443/push', notificationMessages.pushEndpointNotAllowed],
      ['https://127.0.0.1/push', notificationMessages.pushEndpointPrivate],
      [`https://127.0.0.2:${port}/push`, notificationMessages.pushEndpointPrivate],
      ['https://169.254.169.254/latest/meta-data/', notificationMessages.pushEndpointPrivate],
      ['https://10.1.2.3/push', notificationMessages.pushEndpointPrivate],
      ['https://[::1]/push', notificationMessages.pushEndpointPrivate],
      ['https://2130706433/push', notificationMessages.pushEndpointPrivate],
    ];
    for (const [Endpoint, message] of refused) {
      const response = await agente.post('/api/push-subscriptions', { Endpoint, ...keys });
      expect(response.statusCode, Endpoint).toBe(400);
      expect(response.body, Endpoint).toMatchObject({ status: 'Fail', data: { fields: { Endpoint: message } } });
    }
    expect(await t.database.handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps an endpoint with the user who registered it: another user posting it gets 409', async () => {
    const [agente, cliente] = await Promise.all([t.as('agente'), t.as('cliente')]);
    const owned = await agente.post('/api/push-subscriptions', { Endpoint: service.url, ...keys });
    expect(owned.statusCode).toBe(200);
    const taken = await cliente.post('/api/push-subscriptions', { Endpoint: service.url, ...browserKeys() });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(notificationMessages.pushEndpointTaken);
    expect(taken.body.data.code).toBe('push.endpoint_taken');
    const [row] = await t.database.handle.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({ id: owned.body.data.id, userId: 2, auth: keys.Auth, p256dh: keys.P256dh });
    // The owner registering it again refreshes its keys and keeps its id.
    const fresh = browserKeys();
    const again = await agente.post('/api/push-subscriptions', { Endpoint: service.url, ...fresh });
    expect(again.body.data).toEqual({ id: owned.body.data.id });
    expect(await t.database.handle.db.select().from(pushSubscriptions)).toMatchObject([{ userId: 2, auth: fresh.Auth }]);
    // The agent still receives the pushes.
    await notifyAgent('Sigue siendo del agente');
    expect(await pushWorker().runOnce()).toBe(1);
    expect(service.received).toHaveLength(1);
  });

  it('gives a push up after a bounded number of attempts', async () => {
    answer = 500;
    await (await t.as('agente')).post('/api/push-subscriptions', { Endpoint: service.url, ...keys });
    await notifyAgent('Servicio de push caído');
    const worker = pushWorker();
    const db = t.database.handle.db;
    for (let attempt = 1; attempt <= maxAttempts(OutboxKind.Push); attempt++) {
      expect(await worker.runOnce(), `attempt ${attempt}`).toBe(1);
      await db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    }
    expect(await worker.runOnce()).toBe(0);
    expect(service.received).toHaveLength(maxAttempts(OutboxKind.Push));
    const [row] = await pushRows();
    expect(row).toMatchObject({ attempts: maxAttempts(OutboxKind.Push), sentDate: null, failedDate: expect.any(Date) });
  });

  it('never contacts an endpoint the policy refuses, even one stored before the rule', async () => {
    const elsewhere = await startPushService();
    try {
      const db = t.database.handle.db;
      await db.insert(pushSubscriptions).values({ userId: 2, endpoint: elsewhere.url, auth: keys.Auth, p256dh: keys.P256dh });
      await notifyAgent('Suscripción antigua');
      expect(await pushWorker().runOnce()).toBe(1);
      expect(elsewhere.received).toEqual([]);
      const [row] = await pushRows();
      expect(row).toMatchObject({ attempts: 1, sentDate: null, failedDate: expect.any(Date) });
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses to connect when a listed host name resolves to an address that is not listed', async () => {
    const port = new URL(service.url).port;
    const byName = `https://localhost:${port}/push/abc`;
    const db = t.database.handle.db;
    await db.insert(pushSubscriptions).values({ userId: 2, endpoint: byName, auth: keys.Auth, p256dh: keys.P256dh });
    await notifyAgent('Nombre que apunta a la red local');
    expect(await pushWorker(loadConfig({ PUSH_ALLOWED_HOSTS: `localhost:${port}` }).pushAllowedHosts).runOnce()).toBe(1);
    expect(service.received).toEqual([]);
    const [row] = await pushRows();
    expect(row).toMatchObject({ attempts: 1, failedDate: expect.any(Date), lastError: expect.stringContaining('resolves to') });
  });

  it('answers a Spanish 400, never a 500, to out-of-range, mistyped or NUL-carrying input', async () => {
    const agente: TestClient = await t.as('agente');
    const bad: [Record<string, unknown>, string, string][] = [
      [{ Endpoint: service.url, ...keys, ExpirationDate: 1e308 }, 'ExpirationDate', notificationMessages.pushExpiration],
      [{ Endpoint: service.url, ...keys, ExpirationDate: -1e20 }, 'ExpirationDate', notificationMessages.pushExpiration],
      [
        { Endpoint: service.url, ...keys, ExpirationDate: '0000-01-01T00:00:00Z' },
        'ExpirationDate',
        notificationMessages.pushExpiration,
      ],
      [{ Endpoint: service.url, ...keys, ExpirationDate: true }, 'ExpirationDate', notificationMessages.pushExpiration],
      [{ Endpoint: `${service.url}\u0000`, ...keys }, 'Endpoint', messages.forbiddenCharacter],
      [{ Endpoint: service.url, ...keys, Auth: 'a\u0000b' }, 'Auth', messages.forbiddenCharacter],
      [{ Endpoint: 5, ...keys }, 'Endpoint', notificationMessages.pushEndpointInvalid],
      [{ Endpoint: service.url, Auth: [], P256dh: keys.P256dh }, 'Auth', notificationMessages.pushKey],
      [{ Endpoint: service.url, Auth: keys.Auth, P256dh: 'x'.repeat(300) }, 'P256dh', messages.maxLength(255)],
    ];
    for (const [body, field, message] of bad) {
      const response = await agente.post('/api/push-subscriptions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body.data.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const stored = await agente.post('/api/push-subscriptions', {
      Endpoint: service.url,
      ...keys,
      ExpirationDate: 1_900_000_000_000.5,
    });
    expect(stored.statusCode).toBe(200);
    for (const id of ['2147483648', '99999999999', '1e308', '-1', 'abc']) {
      const response = await agente.delete(`/api/push-subscriptions/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.body.status).toBe('Fail');
    }
  });
});
