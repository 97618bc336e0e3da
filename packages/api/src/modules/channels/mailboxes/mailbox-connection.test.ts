// Where a stored mailbox password may go, and what 'Probar conexión' tells about a server it could not use
// (docs/product/channels.md#mailboxes, #secrets): the stored password is sent only to the server, port and user it was
// saved for, so neither the test nor a save that points the mailbox elsewhere sends it to a host of the caller's
// choosing; a failure is one Spanish sentence per kind, never the server's or the system's words, answered at one
// deadline whether the port was closed or never answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MailboxAuthKind, SenderCheck, channelMessages, type MailboxTestInputParsed } from '@tms/contracts';
import { mailboxes } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { addTestMailbox, demoDefaults } from '../testing/demo-catalogue';
import { freePort } from '../../../test/free-port';
import { useDovecot } from '../testing/dovecot-server';
import { startRecordingListener, type RecordingListener } from '../testing/recording-listener';
import { mailboxesRepository } from './mailboxes.repository';
import { createMailboxesService } from './mailboxes.service';
import { loadSecretBox } from '../../../lib/secret-box';
import { readMailboxOnce } from '../reader/mailbox-reader';

const inbox = { userName: 'soporte@example.com', password: 'Guardada-7!' };
/** Short enough for the tests, long enough for a local listener to answer. */
const TEST_DEADLINE_MS = 400;
/** Dovecot starts a login and an auth process per connection: on a busy machine that takes seconds. */
const DOVECOT_DEADLINE_MS = 5_000;
/** Measured elapsed times may round down by a timer tick. */
const TIMER_SLACK_MS = 5;

describe("a mailbox's stored password", () => {
  const server = useDovecot([inbox]);
  const t = useTestApp();
  let admin: TestClient;
  let mailboxId: number;
  let listener: RecordingListener;

  beforeAll(async () => {
    admin = await t.as('admin');
    mailboxId = await addTestMailbox(admin, t.database.handle.db, server, inbox);
    listener = await startRecordingListener('imap');
  }, 60_000);
  afterAll(() => listener.close());

  const stored = () => mailboxesRepository.account(t.database.handle.db, mailboxId);
  const elsewhere = () => ({ host: listener.host, port: listener.port, secure: false, userName: 'x' });

  it('is never tested against another server, port or user, nor over a connection less secure', async () => {
    const here = { host: server.host, port: server.port, secure: false, userName: inbox.userName };
    for (const change of [
      elsewhere(),
      { ...here, host: 'localhost' },
      { ...here, port: listener.port },
      { ...here, userName: 'x' },
    ]) {
      const answer = await admin.post('/api/mailboxes/test', { ...change, mailboxId });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.data.fields).toEqual({ password: channelMessages.passwordForNewServer });
    }
    expect(listener.connections).toBe(0);
    expect(listener.received()).not.toContain(inbox.password);

    // The same server, port and user (the host's case aside) still tests with the stored password.
    const same = await admin.post('/api/mailboxes/test', { ...here, host: server.host.toUpperCase(), mailboxId });
    expect(same.body).toMatchObject({ status: 'Success', data: { ok: true } });
    // The listener does capture a password that is sent: with one typed, the test sends that one, and only that one.
    const typed = createMailboxesService(t.app.ctx, { probeDeadlineMs: TEST_DEADLINE_MS });
    await expect(
      typed.testConnection({
        ...elsewhere(),
        password: 'Escrita-1',
        folder: 'INBOX',
        mailboxId,
        authKind: MailboxAuthKind.Password,
      }),
    ).rejects.toThrow(channelMessages.authenticationFailed);
    expect(listener.received()).toContain('LOGIN "x" "Escrita-1"');
    expect(listener.received()).not.toContain(inbox.password);
  });

  it('is kept by a save only while the mailbox stays on its server, port and user', async () => {
    const { categoryId, subCategoryId } = await demoDefaults(t.database.handle.db);
    const form = { code: 'Soporte', address: inbox.userName, categoryId, subCategoryId, isActive: true, folder: 'INBOX' };
    const sender = { senderCheck: SenderCheck.None };
    const moved = await admin.put(`/api/mailboxes/${mailboxId}`, { ...form, ...sender, ...elsewhere(), password: '' });
    expect(moved.statusCode).toBe(400);
    expect(moved.body.data.fields).toEqual({ password: channelMessages.passwordForNewServer });
    expect(await stored()).toMatchObject({ host: server.host, port: server.port, userName: inbox.userName });

    // The reader still goes to the mailbox's own server: nothing reached the caller's host.
    const box = await loadSecretBox(t.database.handle.db, undefined);
    expect(await readMailboxOnce(t.app.ctx, box, (await stored())!, t.app.log)).toBe(0);
    expect(listener.received()).not.toContain(inbox.password);
  });

  it('is asked for again when a save turns the secure connection off', async () => {
    const { categoryId, subCategoryId } = await demoDefaults(t.database.handle.db);
    const secure = { host: 'imap.example.com', port: 993, secure: true, userName: 'tls@example.com', folder: 'INBOX' };
    const form = { code: 'Seguro', address: 'tls@example.com', categoryId, subCategoryId, isActive: true, senderCheck: 'none' };
    const { id } = (await admin.post('/api/mailboxes', { ...form, ...secure, password: 'Cifrada-1' })).body.data;
    const plain = await admin.put(`/api/mailboxes/${id}`, { ...form, ...secure, secure: false, password: null });
    expect(plain.body.data.fields).toEqual({ password: channelMessages.passwordForNewServer });
    const [row] = await t.database.handle.db.select().from(mailboxes).where(eq(mailboxes.id, id));
    expect(row.secure).toBe(true);
    expect((await admin.put(`/api/mailboxes/${id}`, { ...form, ...secure, secure: false, password: 'Nueva-1' })).statusCode).toBe(
      200,
    );
  });
});

describe("'Probar conexión' failures", () => {
  const server = useDovecot([inbox]);
  const t = useTestApp();
  let silent: RecordingListener;
  let imapLike: RecordingListener;

  beforeAll(async () => {
    silent = await startRecordingListener('silent');
    imapLike = await startRecordingListener('imap');
  });
  afterAll(async () => {
    await silent.close();
    await imapLike.close();
  });

  /** The Spanish answer of a failed test and how long it took to come. */
  async function failedTest(account: Partial<MailboxTestInputParsed>, deadlineMs = TEST_DEADLINE_MS) {
    const service = createMailboxesService(t.app.ctx, { probeDeadlineMs: deadlineMs });
    const input = {
      secure: false,
      userName: 'u',
      password: 'p',
      folder: 'INBOX',
      mailboxId: null,
      host: '',
      port: 1,
      ...account,
      authKind: MailboxAuthKind.Password,
    };
    const started = performance.now();
    const error = await service.testConnection(input).then(
      () => null,
      (failure: Error & { statusCode?: number }) => failure,
    );
    const elapsed = performance.now() - started;
    expect(error?.statusCode).toBe(400);
    return { message: error!.message, elapsed };
  }

  it('answers a closed port and a port that never answers alike, at the same deadline, in Spanish only', async () => {
    const closed = await failedTest({ host: '127.0.0.1', port: await freePort() });
    const unanswered = await failedTest({ host: silent.host, port: silent.port });
    expect(silent.connections).toBeGreaterThan(0);
    for (const answer of [closed, unanswered]) {
      expect(answer.message).toBe(channelMessages.couldNotConnect('127.0.0.1'));
      expect(answer.elapsed).toBeGreaterThanOrEqual(TEST_DEADLINE_MS - TIMER_SLACK_MS);
    }
    // Not an obviously different timing: both answer within the same short window after the deadline.
    expect(Math.abs(closed.elapsed - unanswered.elapsed)).toBeLessThan(TEST_DEADLINE_MS / 2);
  });

  it('names a refused password, a missing folder and a failed secure connection without quoting anyone', async () => {
    const account = { host: server.host, port: server.port, userName: inbox.userName };
    // TLS spoken to a server that speaks plain IMAP: the handshake fails with OpenSSL's English words, never shown.
    const [refused, missing, tls] = await Promise.all([
      failedTest({ ...account, password: 'mala' }, DOVECOT_DEADLINE_MS),
      failedTest({ ...account, password: inbox.password, folder: 'NoExiste' }, DOVECOT_DEADLINE_MS),
      failedTest({ ...account, password: inbox.password, secure: true }, DOVECOT_DEADLINE_MS),
    ]);
    expect(refused.message).toBe(channelMessages.authenticationFailed);
    expect(missing.message).toBe(channelMessages.folderMissing('NoExiste'));
    expect(tls.message).toBe(channelMessages.secureFailed);
    for (const answer of [refused, missing, tls]) {
      expect(answer.message).not.toMatch(/\b(failed|error|ssl|tls|wrong|version|authentication)\b/i);
      expect(answer.elapsed).toBeGreaterThanOrEqual(DOVECOT_DEADLINE_MS - TIMER_SLACK_MS);
    }
  });

  it('answers a working connection without waiting for the deadline', async () => {
    const service = createMailboxesService(t.app.ctx, { probeDeadlineMs: 60_000 });
    const account = { host: server.host, port: server.port, secure: false, userName: inbox.userName };
    expect(
      await service.testConnection({
        ...account,
        password: inbox.password,
        folder: 'INBOX',
        mailboxId: null,
        authKind: MailboxAuthKind.Password,
      }),
    ).toEqual({
      ok: true,
      message: channelMessages.connectionOk,
    });
  });
});
