import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { workItems } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { addTestMailbox } from '../testing/demo-catalogue';
import { startDovecot, type DovecotServer } from '../testing/dovecot-server';
import { openAdvisoryLocks } from './mailbox-locks';
import { startMailboxReader } from './mailbox-reader-loop';

const inbox = { userName: 'mesa@example.com', password: 'Mesa123!' };
const MAILS = 6;
const HOUR_MS = 60 * 60_000;

const raw = (n: number) =>
  `Message-ID: <carrera-${n}@example.com>\r\nFrom: cliente@example.com\r\nTo: ${inbox.userName}\r\n` +
  `Subject: Carrera ${n}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nCorreo ${n}\r\n`;

describe('the mailbox reader across two processes', () => {
  let t: TestApp;
  let server: DovecotServer;
  beforeAll(async () => {
    server = await startDovecot([inbox]);
    t = await createTestApp();
    await addTestMailbox(await t.as('admin'), t.database.handle.db, server, inbox, 'Mesa');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('lets one process read a mailbox at a time and makes one ticket per mail', async () => {
    const url = t.database.url;
    // Two processes on one PostgreSQL: each holds its advisory locks on a connection of its own. PGlite serves one.
    const [lockA, lockB] = url ? [await openAdvisoryLocks(url), await openAdvisoryLocks(url)] : [undefined, undefined];
    const a = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS, locks: lockA });
    const b = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS, locks: lockB });
    try {
      for (let n = 1; n <= MAILS; n += 1) await server.deliver(inbox, raw(n));
      const [readByA, readByB] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (url) expect(readByA.length + readByB.length).toBe(1);
      const tickets = await t.database.handle.db.select().from(workItems).where(like(workItems.subject, 'Carrera %'));
      expect(tickets.map((ticket) => ticket.subject).sort()).toEqual(Array.from({ length: MAILS }, (_, i) => `Carrera ${i + 1}`));
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
