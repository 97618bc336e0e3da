import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { enqueueMail } from '../../../lib/outbox';
import { loadConfig } from '../../../config/config';
import { OutboxKind } from '../../../lib/outbox';
import { createDelivery } from './delivery';
import { createMailSender } from './mail-sender';
import { createOutboxWorker, LEASE_SECONDS } from './outbox-worker';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP peer on 127.0.0.1 collecting what it receives; `beforeAccept` holds its answer to each mail. */
async function startSmtp(
  port = 0,
  beforeAccept: () => Promise<void> = async () => {},
): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        beforeAccept().then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const silent = { warn() {}, error() {} };
const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1].trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test settles when it wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('mail delivery through the outbox', () => {
  const t = useTestApp();

  const deliveryFor = (port: number) =>
    createDelivery(
      {
        db: t.database.handle.db,
        config: loadConfig({
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          PUBLIC_URL: 'https://help.example.com',
          MAIL_FROM: 'Mesa <mesa@example.com>',
        }),
      },
      silent,
    );
  const pending = async () =>
    (
      await queryRows<{ count: number }>(
        t.database.handle.db,
        sql`SELECT count(*)::int AS count FROM outbox WHERE sent_date IS NULL`,
      )
    )[0].count;

  it('mails the routed agent about an assignment, in Spanish, with a link to the ticket', async () => {
    const smtp = await startSmtp();
    try {
      await t.database.handle.db.delete(outbox);
      const created = await (
        await t.as('cliente')
      ).post('/api/workitems', {
        subject: 'Proyector sin señal',
        detail: '<p>Sala 2</p>',
        categoryId: 1,
        subCategoryId: 1,
        severityId: 1,
      });
      const id = created.body.data.id;
      expect(await deliveryFor(smtp.port).runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.to).toBe('agente@example.com');
      expect(mail.raw).toContain(`Subject: =?UTF-8?Q?Ticket_=23${id}_asignado=3A_Proyector_sin_se`);
      expect(mail.raw).toContain(`https://help.example.com/ticket/${id}`);
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(await pending()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('keeps mails in the outbox while the SMTP server is down and delivers them when it is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    await t.database.handle.db.delete(outbox);
    await enqueueMail(t.database.handle.db, { to: 'uno@example.com', subject: 'Uno', paragraphs: ['Hola'] });
    const worker = deliveryFor(port);
    expect(await worker.runOnce()).toBe(1);
    const [waiting] = await t.database.handle.db.select().from(outbox);
    expect(waiting).toMatchObject({ attempts: 1, sentDate: null, lastError: expect.any(String) });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtp(port);
    try {
      await t.database.handle.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual(['uno@example.com']);
      expect(await pending()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const smtp = await startSmtp();
    try {
      await t.database.handle.db.delete(outbox);
      for (let i = 0; i < 12; i++)
        await enqueueMail(t.database.handle.db, { to: `u${i}@example.com`, subject: `M${i}`, paragraphs: ['x'] });
      const [a, b] = [deliveryFor(smtp.port), deliveryFor(smtp.port)];
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      while ((await pending()) > 0) await Promise.all([a.runOnce(), b.runOnce()]);
      expect(smtp.received.map((m) => m.to).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `u${i}@example.com`).sort());
    } finally {
      await smtp.close();
    }
  });

  it('mails nobody who turned e-mail notifications off, while keeping the in-app notification', async () => {
    await t.database.handle.db.delete(outbox);
    const agente = await t.as('agente');
    expect((await agente.put('/api/users/me/preferences', { emailNotifications: false })).statusCode).toBe(200);
    expect((await agente.get('/api/users/me/preferences')).body.data).toEqual({ emailNotifications: false });
    const created = await (
      await t.as('cliente')
    ).post('/api/workitems', { subject: 'Sin correo', detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 });
    expect(await t.database.handle.db.select().from(outbox)).toEqual([]);
    expect((await agente.get('/api/notifications')).body.data[0]).toMatchObject({ id: created.body.data.id, type: 2 });
    await agente.put('/api/users/me/preferences', { emailNotifications: true });
  });

  it('leaves mails waiting when SMTP is not configured', async () => {
    await t.database.handle.db.delete(outbox);
    await enqueueMail(t.database.handle.db, { to: 'x@example.com', subject: 'X', paragraphs: ['x'] });
    const worker = createDelivery({ db: t.database.handle.db, config: loadConfig({}) }, silent);
    expect(await worker.runOnce()).toBe(0);
    expect(await pending()).toBe(1);
  });

  it('gives each mail a Message-ID of its outbox row, the same when the mail is sent again after a crash', async () => {
    const smtp = await startSmtp();
    try {
      const db = t.database.handle.db;
      await db.delete(outbox);
      await enqueueMail(db, { to: 'uno@example.com', subject: 'Uno', paragraphs: ['x'] });
      await enqueueMail(db, { to: 'dos@example.com', subject: 'Dos', paragraphs: ['x'] });
      const worker = deliveryFor(smtp.port);
      expect(await worker.runOnce()).toBe(2);
      // What a crash right after SMTP accepted the first mail leaves: not marked sent, its lease run out.
      const [first] = await db
        .select()
        .from(outbox)
        .where(sql`payload->>'to' = 'uno@example.com'`);
      await db
        .update(outbox)
        .set({ sentDate: null, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(sql`id = ${first.id}`);
      expect(await worker.runOnce()).toBe(1);

      const ids = smtp.received.map((mail) => [mail.to, messageIdOf(mail.raw)]);
      expect(ids).toHaveLength(3);
      const [sent, other, resent] = ids;
      expect(sent[0]).toBe('uno@example.com');
      expect(resent).toEqual(sent);
      expect(sent[1]).toMatch(new RegExp(`^<outbox\\.${first.id}\\.[0-9a-z]+@help\\.example\\.com>$`));
      expect(other[1]).not.toBe(sent[1]);
    } finally {
      await smtp.close();
    }
  });

  it('leases a mail for a short time and renews the lease while SMTP is still answering', async () => {
    expect(LEASE_SECONDS).toBeLessThanOrEqual(30);
    const held = gate();
    const slowSmtp = await startSmtp(0, () => held.opened);
    try {
      const db = t.database.handle.db;
      await db.delete(outbox);
      await enqueueMail(db, { to: 'lento@example.com', subject: 'Lento', paragraphs: ['x'] });
      const mail = createMailSender(`smtp://127.0.0.1:${slowSmtp.port}`, 'mesa@example.com', 'https://help.example.com');
      const short = { leaseSeconds: 1, heartbeatMs: 200 };
      const sending = createOutboxWorker(db, { [OutboxKind.Mail]: mail }, silent, short).runOnce();
      while (slowSmtp.received.length === 0) await sleep(50);
      await sleep(1500);
      // Past the one-second lease, the heartbeat still keeps the mail from another worker.
      expect(await createOutboxWorker(db, { [OutboxKind.Mail]: mail }, silent, short).runOnce()).toBe(0);
      held.open();
      expect(await sending).toBe(1);
      expect(slowSmtp.received).toHaveLength(1);
      expect(await pending()).toBe(0);
    } finally {
      held.open();
      await slowSmtp.close();
    }
  });

  it('takes a mail again once the lease of a worker that stopped answering runs out', async () => {
    const smtp = await startSmtp();
    try {
      const db = t.database.handle.db;
      await db.delete(outbox);
      await enqueueMail(db, { to: 'huerfano@example.com', subject: 'Huérfano', paragraphs: ['x'] });
      // A worker that claims the mail and never finishes nor renews its lease, as a process that died would.
      const dead = createOutboxWorker(db, { [OutboxKind.Mail]: () => new Promise(() => {}) }, silent, {
        leaseSeconds: 1,
        heartbeatMs: 3_600_000,
      });
      void dead.runOnce();
      while ((await db.select().from(outbox))[0].attempts === 0) await sleep(50);
      const worker = deliveryFor(smtp.port);
      expect(await worker.runOnce()).toBe(0);
      await sleep(1200);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual(['huerfano@example.com']);
      expect(await pending()).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
