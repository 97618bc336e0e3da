import { beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { workItems } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { addTestMailbox } from '../testing/demo-catalogue';
import { startDovecot, useDovecot } from '../testing/dovecot-server';
import { openAdvisoryLocks } from './mailbox-locks';
import { startMailboxReader } from './mailbox-reader-loop';

const inbox = { userName: 'mesa@example.com', password: 'Mesa123!' };
const MAILS = 6;
const HOUR_MS = 60 * 60_000;
const ANNOUNCED_WITHIN_MS = 10_000;
const LOOK_EVERY_MS = 100;

const raw = (n: number | string, subject = `Carrera ${n}`) =>
  `Message-ID: <carrera-${n}@example.com>\r\nFrom: cliente@example.com\r\nTo: ${inbox.userName}\r\n` +
  `Subject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nCorreo ${n}\r\n`;

/** Looks until `found` holds, failing after `withinMs`. */
async function eventually(found: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await found())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

describe('the mailbox reader across two processes', () => {
  const server = useDovecot([inbox]);
  const t = useTestApp();
  let mailboxId: number;
  const ticketsBy = (subject: string) => t.database.handle.db.select().from(workItems).where(eq(workItems.subject, subject));
  beforeAll(async () => {
    mailboxId = await addTestMailbox(await t.as('admin'), t.database.handle.db, server, inbox, 'Mesa');
  }, 60_000);

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

  it('reads a mail the server announces while connected (IDLE) within seconds, without waiting for the next round', async () => {
    const reader = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS });
    try {
      expect(await reader.runOnce()).toEqual([mailboxId]);
      expect(reader.watching()).toEqual([mailboxId]);
      await server.deliver(inbox, raw('idle', 'Anunciado por el servidor'));
      await eventually(async () => (await ticketsBy('Anunciado por el servidor')).length === 1, ANNOUNCED_WITHIN_MS);
      await eventually(async () => (await server.flags(inbox)).at(-1)!.includes('\\Seen'), ANNOUNCED_WITHIN_MS);
    } finally {
      await reader.stop();
    }
    expect(reader.watching()).toEqual([]);
  });

  it('reads a mailbox whose server offers no IDLE at each round, holding no connection between rounds', async () => {
    const plain = { userName: 'sinidle@example.com', password: 'SinIdle123!' };
    const noIdle = await startDovecot([plain], { idle: false });
    const reader = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS });
    try {
      const plainId = await addTestMailbox(await t.as('admin'), t.database.handle.db, noIdle, plain, 'Sin IDLE');
      expect(await reader.runOnce()).toEqual([mailboxId, plainId]);
      expect(reader.watching()).toEqual([mailboxId]);
      await noIdle.deliver(plain, raw('sin-idle', 'Leído en la ronda'));
      expect(await reader.runOnce()).toEqual([mailboxId, plainId]);
      expect(await ticketsBy('Leído en la ronda')).toHaveLength(1);
    } finally {
      await reader.stop();
      await noIdle.stop();
    }
  });
});
