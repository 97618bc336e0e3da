import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type DovecotServer } from './dovecot-server';
import { probeMailbox } from '../imap/imap-connection';
import { channelMessages } from '@tms/contracts';

/** A failed probe answers at its deadline: shorter than the product's, long enough for Dovecot on a busy machine. */
const FAILURE_DEADLINE_MS = 5_000;

describe('the Dovecot test server', () => {
  const user = { userName: 'buzon@example.com', password: 'Buzon123!' };
  let server: DovecotServer;
  beforeAll(async () => {
    server = await startDovecot([user]);
  });
  afterAll(() => server.stop());

  it('keeps delivered mails unseen, and the connection test names a refused password in Spanish', async () => {
    await server.deliver(user, 'From: a@example.com\r\nSubject: Hola\r\nMessage-ID: <1@example.com>\r\n\r\nCuerpo\r\n');
    expect(await server.flags(user)).toEqual([[]]);
    const account = { host: server.host, port: server.port, secure: false, userName: user.userName };
    expect(await probeMailbox({ ...account, password: user.password }, 'INBOX')).toBeNull();
    const [refused, missing] = await Promise.all([
      probeMailbox({ ...account, password: 'mala' }, 'INBOX', FAILURE_DEADLINE_MS),
      probeMailbox({ ...account, password: user.password }, 'NoExiste', FAILURE_DEADLINE_MS),
    ]);
    expect(refused).toBe(channelMessages.authenticationFailed);
    expect(missing).toBe(channelMessages.folderMissing('NoExiste'));
  });
});
