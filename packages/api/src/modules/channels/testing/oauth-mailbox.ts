// An OAuth mailbox of the channel's tests: the generic kind pointing at the test provider (oauth-provider.ts), read on
// the test Dovecot, and its connection made as an administrator would: 'Conectar', the consent page, the callback.
import { MailboxAuthKind, SenderCheck } from '@tms/contracts';
import type { Database } from '../../../db/client';
import type { SharedTestApp, TestClient } from '../../../test/test-app';
import { demoDefaults } from './demo-catalogue';
import type { DovecotServer } from './dovecot-server';
import type { OAuthTestProvider } from '../../../test/oauth-provider';

/** What the tests ask the provider for: an ID token with the e-mail, and a refresh token. */
export const TEST_SCOPES = 'openid email offline_access';

/** The form of a generic OAuth mailbox reading `userName`'s INBOX, filing under the demo defaults. */
export async function oauthMailboxForm(
  db: Database,
  provider: OAuthTestProvider,
  server: Pick<DovecotServer, 'host' | 'port'>,
  userName: string,
  code: string,
) {
  const { categoryId, subCategoryId } = await demoDefaults(db);
  return {
    code,
    host: server.host,
    port: server.port,
    secure: false,
    userName,
    address: userName,
    senderCheck: SenderCheck.None,
    categoryId,
    subCategoryId,
    isActive: true,
    authKind: MailboxAuthKind.OAuth,
    authorizationEndpoint: provider.authorizationEndpoint,
    tokenEndpoint: provider.tokenEndpoint,
    scopes: TEST_SCOPES,
    clientId: provider.client.clientId,
    clientSecret: provider.client.clientSecret,
  };
}

/** The browser's visit to the callback the provider sent it to: the app's answer (303 and where it sends the browser). */
export async function visitCallback(t: SharedTestApp, providerAnswer: URL) {
  const answer = await t.anonymous.raw(`${providerAnswer.pathname}${providerAnswer.search}`);
  return { statusCode: answer.statusCode, location: new URL(String(answer.headers.location)) };
}

/** 'Conectar' as `admin`, consent as `account` on the provider's page, and the browser's return to the app. */
export async function connectMailbox(
  t: SharedTestApp,
  admin: TestClient,
  provider: OAuthTestProvider,
  mailboxId: number,
  account: string,
) {
  const started = await admin.post(`/api/mailboxes/${mailboxId}/oauth/authorize`);
  if (started.statusCode !== 200) throw new Error(`'Conectar' was refused: ${started.raw.body}`);
  return visitCallback(t, await provider.consent(started.body.data.url, account));
}
