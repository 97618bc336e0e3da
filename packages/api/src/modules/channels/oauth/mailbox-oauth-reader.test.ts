// The reader on a mailbox connected with OAuth 2.0 (docs/product/channels.md#oauth-sign-in), against real parts: the
// test provider (oidc-provider) issues the tokens and Dovecot checks each access token with its oauth2 passdb through
// the provider's token introspection. A mail read over XOAUTH2 becomes a ticket as with a password; an access token
// past its expiry is renewed with the refresh token and the read goes on; a refresh token the provider revoked marks
// the mailbox 'Requiere reconexión', tells the administrators once (not once per round), and the other mailboxes are
// read as before. 'Probar conexión' of an OAuth mailbox uses its own connection.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MailboxAuthKind, channelMessages } from '@tms/contracts';
import { mailboxes, notifications, outbox, workItems } from '../../../db/schema';
import { loadSecretBox, type SecretBox } from '../../../lib/secret-box';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { addTestMailbox } from '../testing/demo-catalogue';
import { useDovecot } from '../testing/dovecot-server';
import { useOAuthProvider } from '../../../test/oauth-provider';
import { connectMailbox, oauthMailboxForm } from '../testing/oauth-mailbox';
import { mailboxesRepository } from '../mailboxes/mailboxes.repository';
import { startMailboxReader } from '../reader/mailbox-reader-loop';
import { OAUTH_CALLBACK_PATH } from './mailbox-authorization.service';
import { mailboxOAuthRepository } from './mailbox-oauth.repository';

const PUBLIC_URL = 'https://mesa.example.com';
/** The mailbox read over XOAUTH2; its password serves only the test, to put mails in it. */
const oauthInbox = { userName: 'soporte@example.com', password: 'Solo-para-entregar-1' };
const passwordInbox = { userName: 'ventas@example.com', password: 'Ventas123!' };
const HOUR_MS = 60 * 60_000;
let sequence = 0;

const mail = (to: string, subject: string) => {
  sequence += 1;
  return (
    `Message-ID: <oauth-${sequence}.${Date.now()}@example.com>\r\nFrom: cliente@example.com\r\nTo: ${to}\r\n` +
    `Subject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nLa impresora no imprime.\r\n`
  );
};

describe('the reader on an OAuth mailbox', () => {
  const provider = useOAuthProvider(`${PUBLIC_URL}${OAUTH_CALLBACK_PATH}`);
  // Without IDLE every round signs in anew, so each round shows which access token it used.
  const server = useDovecot([oauthInbox, passwordInbox], () => ({
    idle: false,
    oauth2: { introspectionUrl: provider().introspectionUrl },
  }));
  const t = useTestApp({ PUBLIC_URL });
  let admin: TestClient;
  let box: SecretBox;
  let oauthId: number;
  let passwordId: number;
  let now = new Date();

  const ticketsBy = (subject: string) => t.database.handle.db.select().from(workItems).where(eq(workItems.subject, subject));
  const stored = async () => (await mailboxesRepository.account(t.database.handle.db, oauthId))!;
  const notices = (code: string) =>
    t.database.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.text, channelMessages.needsReconnectNotice(code)));

  beforeAll(async () => {
    admin = await t.as('admin');
    const db = t.database.handle.db;
    box = await loadSecretBox(db, undefined);
    const form = await oauthMailboxForm(db, provider(), server, oauthInbox.userName, 'Soporte OAuth');
    oauthId = (await admin.post('/api/mailboxes', form)).body.data.id;
    await connectMailbox(t, admin, provider(), oauthId, oauthInbox.userName);
    passwordId = await addTestMailbox(admin, db, server, passwordInbox, 'Ventas');
  }, 60_000);

  it('reads a mail over XOAUTH2 into a ticket, renews an expired access token and reads on', async () => {
    const reader = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS, now: () => now });
    try {
      await server.deliver(oauthInbox, mail(oauthInbox.userName, 'Leído con OAuth'));
      expect(await reader.runOnce()).toEqual([oauthId, passwordId]);
      expect(await ticketsBy('Leído con OAuth')).toHaveLength(1);
      expect(provider().grants).toEqual(['authorization_code']);

      // The access token runs out: the provider forgets it, and the clock passes its expiry.
      const first = await stored();
      await provider().expire(box.open(first.oauthAccessTokenCipher!));
      now = new Date(first.oauthAccessTokenExpiresAt!.getTime() + 1000);
      await server.deliver(oauthInbox, mail(oauthInbox.userName, 'Leído tras renovar'));
      expect(await reader.runOnce()).toEqual([oauthId, passwordId]);
      expect(await ticketsBy('Leído tras renovar')).toHaveLength(1);
      expect(provider().grants).toEqual(['authorization_code', 'refresh_token']);
      const renewed = await stored();
      expect(renewed.oauthAccessTokenCipher).not.toBe(first.oauthAccessTokenCipher);
      expect(renewed.oauthAccessTokenExpiresAt!.getTime()).toBeGreaterThan(now.getTime());
      expect((await server.flags(oauthInbox)).every((flags) => flags.includes('\\Seen'))).toBe(true);
    } finally {
      await reader.stop();
    }
  });

  it("tests the connection with the mailbox's own access, and refuses the test of one never connected", async () => {
    const test = { host: server.host, port: server.port, secure: false, userName: oauthInbox.userName };
    const ok = await admin.post('/api/mailboxes/test', { ...test, authKind: MailboxAuthKind.OAuth, mailboxId: oauthId });
    expect(ok.body.data).toEqual({ ok: true, message: channelMessages.connectionOk });
    const unsaved = await admin.post('/api/mailboxes/test', { ...test, authKind: MailboxAuthKind.OAuth });
    expect(unsaved.body.data.fields).toEqual({ authKind: channelMessages.connectBeforeTesting });
    const otherUser = { ...test, userName: 'otro@example.com', authKind: MailboxAuthKind.OAuth, mailboxId: oauthId };
    expect((await admin.post('/api/mailboxes/test', otherUser)).body.data.fields).toEqual({
      authKind: channelMessages.connectBeforeTesting,
    });
  });

  it("marks the mailbox 'Requiere reconexión' when the refresh token is revoked, tells the administrators once", async () => {
    const reader = await startMailboxReader(t.app.ctx, t.app.log, { intervalMs: HOUR_MS, now: () => now });
    const db = t.database.handle.db;
    try {
      const before = await stored();
      await provider().revoke(box.open(before.oauthRefreshTokenCipher!));
      now = new Date(before.oauthAccessTokenExpiresAt!.getTime() + 1000);
      await server.deliver(oauthInbox, mail(oauthInbox.userName, 'Sin acceso'));
      await server.deliver(passwordInbox, mail(passwordInbox.userName, 'Ventas sigue leyendo'));

      // The password mailbox is read in the same round; the OAuth one is not (its refresh was refused).
      expect(await reader.runOnce()).toEqual([oauthId, passwordId]);
      expect(await ticketsBy('Ventas sigue leyendo')).toHaveLength(1);
      expect(await ticketsBy('Sin acceso')).toHaveLength(0);
      const shown = (await admin.get(`/api/mailboxes/${oauthId}`)).body.data;
      expect(shown).toMatchObject({ needsReconnect: true, accessTokenExpiresAt: null, connectedAddress: oauthInbox.userName });
      // One notice to each administrator (active, holding 28), pointing at the screen.
      const told = await notices('Soporte OAuth');
      const administrators = await mailboxOAuthRepository.administrators(db);
      expect(administrators.length).toBeGreaterThan(0);
      expect(told.map((notice) => notice.userId).sort((a, b) => a - b)).toEqual(administrators.map((user) => user.id));
      expect(told.every((notice) => notice.url === '/mailboxes')).toBe(true);
      const mails = await db.select().from(outbox);
      const wantMail = administrators.filter((user) => user.wantsMail).length;
      expect(mails.filter((row) => JSON.stringify(row.payload).includes('requiere reconexión'))).toHaveLength(wantMail);

      // Later rounds leave the mailbox alone: no new refresh, no new notice.
      const grants = provider().grants.length;
      expect(await reader.runOnce()).toEqual([passwordId]);
      expect(await reader.runOnce()).toEqual([passwordId]);
      expect(provider().grants).toHaveLength(grants);
      expect(await notices('Soporte OAuth')).toHaveLength(told.length);
      const test = { host: server.host, port: server.port, secure: false, userName: oauthInbox.userName };
      const refused = await admin.post('/api/mailboxes/test', { ...test, authKind: MailboxAuthKind.OAuth, mailboxId: oauthId });
      expect(refused.body.message).toBe(channelMessages.needsReconnect);

      // 'Reconectar': a new consent clears the mark, and the mail waiting is read at the next round.
      expect((await connectMailbox(t, admin, provider(), oauthId, oauthInbox.userName)).location.searchParams.get('oauth')).toBe(
        'connected',
      );
      const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, oauthId));
      expect(row.oauthNeedsReconnect).toBe(false);
      expect(await reader.runOnce()).toEqual([oauthId, passwordId]);
      expect(await ticketsBy('Sin acceso')).toHaveLength(1);
    } finally {
      await reader.stop();
    }
  });
});
