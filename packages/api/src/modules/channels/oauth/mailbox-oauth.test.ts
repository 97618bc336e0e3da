// OAuth 2.0 sign-in of a mailbox (docs/product/channels.md#oauth-sign-in), against a real provider (oidc-provider):
// the form's Spanish field messages, the presets of Microsoft 365 and Google, the client secret and the tokens sealed
// and never answered nor logged, 'Conectar' with PKCE S256 and a state that is single-use and expires, the consent
// page's answers (granted, denied, a code of another authorization), and a token endpoint changed clearing the
// secret and the connection.
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MailboxAuthKind, MailboxOAuthOutcome, catalogueMessages, channelMessages, messages, oauthPresets } from '@tms/contracts';
import { mailboxes, mailboxOAuthStates, users } from '../../../db/schema';
import { loadAuthUser } from '../../../plugins/current-user';
import { loadSecretBox } from '../../../lib/secret-box';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { useOAuthProvider } from '../../../test/oauth-provider';
import { connectMailbox, oauthMailboxForm, visitCallback } from '../testing/oauth-mailbox';
import { createMailboxAuthorizationService, OAUTH_CALLBACK_PATH, STATE_TTL_MS } from './mailbox-authorization.service';

const PUBLIC_URL = 'https://mesa.example.com';
const REDIRECT_URI = `${PUBLIC_URL}${OAUTH_CALLBACK_PATH}`;
const ACCOUNT = 'soporte@example.com';
/** The IMAP server named by the tests of this file: never connected to. */
const IMAP = { host: '127.0.0.1', port: 1 };

describe('OAuth sign-in of a mailbox', () => {
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const provider = useOAuthProvider(REDIRECT_URI);
  const t = useTestApp({ PUBLIC_URL, LOG_LEVEL: 'trace' }, { logStream: stream });
  let admin: TestClient;
  let codes = 0;

  /** A generic OAuth mailbox's form with a code of its own. */
  const form = async (extra: Record<string, unknown> = {}) => ({
    ...(await oauthMailboxForm(t.database.handle.db, provider(), IMAP, ACCOUNT, `OAuth ${(codes += 1)}`)),
    ...extra,
  });
  const stored = async (id: number) => {
    const [row] = await t.database.handle.db.select().from(mailboxes).where(eq(mailboxes.id, id));
    return row;
  };
  const create = async (extra: Record<string, unknown> = {}) => {
    const created = await admin.post('/api/mailboxes', await form(extra));
    expect(created.statusCode, created.raw.body).toBe(201);
    return created.body.data.id as number;
  };

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('answers Spanish messages per field for what each kind needs', async () => {
    const generic = await admin.post(
      '/api/mailboxes',
      await form({ authorizationEndpoint: '', tokenEndpoint: 'http://login.example.com/token', scopes: 'a "b"', clientId: ' ' }),
    );
    expect(generic.statusCode).toBe(400);
    expect(generic.body.data.fields).toEqual({
      authorizationEndpoint: messages.fieldRequired,
      tokenEndpoint: channelMessages.endpointNotSecure,
      scopes: channelMessages.invalidScopes,
      clientId: messages.fieldRequired,
    });
    const missing = await admin.post('/api/mailboxes', await form({ authorizationEndpoint: null, scopes: '', clientId: '' }));
    expect(missing.body.data.fields).toEqual({
      authorizationEndpoint: messages.fieldRequired,
      scopes: messages.fieldRequired,
      clientId: messages.fieldRequired,
    });
    const microsoft = await admin.post('/api/mailboxes', await form({ authKind: MailboxAuthKind.Microsoft, clientId: null }));
    expect(microsoft.body.data.fields).toEqual({ tenant: messages.fieldRequired, clientId: messages.fieldRequired });
    const badTenant = await admin.post('/api/mailboxes', await form({ authKind: MailboxAuthKind.Microsoft, tenant: 'a/b' }));
    expect(badTenant.body.data.fields).toEqual({ tenant: channelMessages.invalidTenant });
    const noSecret = await admin.post('/api/mailboxes', await form({ clientSecret: '' }));
    expect(noSecret.body.data.fields).toEqual({ clientSecret: channelMessages.passwordRequired });
    const badKind = await admin.post('/api/mailboxes', await form({ authKind: 'kerberos' }));
    expect(badKind.body.data.fields).toEqual({ authKind: catalogueMessages.required });
    // A loopback address may be reached over plain http (a provider on the same machine); nothing else may.
    for (const endpoint of ['http://127.0.0.1:8080/token', 'http://localhost/token', 'http://[::1]:9000/token'])
      expect((await admin.post('/api/mailboxes', await form({ tokenEndpoint: endpoint }))).statusCode, endpoint).toBe(201);
    for (const endpoint of ['http://10.0.0.1/token', 'https://user:pass@login.example.com/token', 'ftp://login.example.com', 'x'])
      expect((await admin.post('/api/mailboxes', await form({ tokenEndpoint: endpoint }))).body.data.fields, endpoint).toEqual({
        tokenEndpoint: channelMessages.endpointNotSecure,
      });
  });

  it("fixes Microsoft 365's and Google's server, endpoints and scopes, and asks their consent pages as each needs", async () => {
    const microsoftId = await create({ authKind: MailboxAuthKind.Microsoft, tenant: 'contoso.onmicrosoft.com', host: 'x' });
    const microsoft = (await admin.get(`/api/mailboxes/${microsoftId}`)).body.data;
    expect(microsoft).toMatchObject({
      authKind: MailboxAuthKind.Microsoft,
      host: 'outlook.office365.com',
      port: 993,
      secure: true,
      tenant: 'contoso.onmicrosoft.com',
      authorizationEndpoint: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
      tokenEndpoint: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token',
      scopes: 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access',
      hasClientSecret: true,
      connectedAddress: null,
      needsReconnect: false,
    });
    const microsoftPage = new URL((await admin.post(`/api/mailboxes/${microsoftId}/oauth/authorize`)).body.data.url);
    expect(microsoftPage.origin + microsoftPage.pathname).toBe(microsoft.authorizationEndpoint);
    expect(Object.fromEntries(microsoftPage.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider().client.clientId,
      redirect_uri: REDIRECT_URI,
      scope: oauthPresets.microsoft.scopes,
      code_challenge_method: 'S256',
      login_hint: ACCOUNT,
    });
    expect(microsoftPage.searchParams.has('prompt')).toBe(false);

    const googleId = await create({ authKind: MailboxAuthKind.Google, tokenEndpoint: 'https://elsewhere.example.com/token' });
    expect((await admin.get(`/api/mailboxes/${googleId}`)).body.data).toMatchObject({
      host: 'imap.gmail.com',
      tenant: null,
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      scopes: 'https://mail.google.com/',
    });
    const googlePage = new URL((await admin.post(`/api/mailboxes/${googleId}/oauth/authorize`)).body.data.url);
    expect(Object.fromEntries(googlePage.searchParams)).toMatchObject({ access_type: 'offline', prompt: 'consent' });
  });

  it('connects a mailbox through the consent page, with its secret and tokens sealed, never answered nor logged', async () => {
    const id = await create();
    const page = new URL((await admin.post(`/api/mailboxes/${id}/oauth/authorize`)).body.data.url);
    expect(page.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(page.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    const [pending] = await t.database.handle.db.select().from(mailboxOAuthStates).where(eq(mailboxOAuthStates.mailboxId, id));
    expect(pending.stateHash).not.toBe(page.searchParams.get('state'));

    const answer = await provider().consent(page.href, ACCOUNT);
    const back = await visitCallback(t, answer);
    expect(back.statusCode).toBe(303);
    expect(back.location.href).toBe(`${PUBLIC_URL}/mailboxes?oauth=${MailboxOAuthOutcome.Connected}&mailbox=${id}`);
    const shown = (await admin.get(`/api/mailboxes/${id}`)).body.data;
    expect(shown).toMatchObject({ connectedAddress: ACCOUNT, needsReconnect: false, hasClientSecret: true });
    expect(Date.parse(shown.accessTokenExpiresAt)).toBeGreaterThan(Date.now());

    // Sealed at rest with SECRETS_KEY; no answer and no log line carries the secret or a token.
    const row = await stored(id);
    const box = await loadSecretBox(t.database.handle.db, undefined);
    const secrets = [
      provider().client.clientSecret,
      box.open(row.oauthRefreshTokenCipher!),
      box.open(row.oauthAccessTokenCipher!),
      box.open(row.oauthClientSecretCipher!),
    ];
    expect(secrets[3]).toBe(secrets[0]);
    const answers = JSON.stringify([
      shown,
      (await admin.get('/api/mailboxes')).body,
      (await admin.put(`/api/mailboxes/${id}`, await form({ code: 'Conectado', clientSecret: '' }))).body,
    ]);
    for (const secret of secrets) {
      expect(answers).not.toContain(secret);
      expect(log).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    // The save kept everything: same endpoint, client, server and user.
    expect((await stored(id)).oauthRefreshTokenCipher).toBe(row.oauthRefreshTokenCipher);

    // The state was single-use: the same answer again is refused and changes nothing.
    const replay = await visitCallback(t, answer);
    expect(replay.location.searchParams.get('oauth')).toBe(MailboxOAuthOutcome.Expired);
    expect((await stored(id)).oauthRefreshTokenCipher).toBe(row.oauthRefreshTokenCipher);
  });

  it('refuses an unknown state, tells a denied consent, and a code obtained for another authorization (PKCE)', async () => {
    const id = await create();
    const unknown = await t.anonymous.raw(`${OAUTH_CALLBACK_PATH}?state=inventado&code=x`);
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`${PUBLIC_URL}/mailboxes?oauth=${MailboxOAuthOutcome.Expired}`);

    const denied = await provider().deny((await admin.post(`/api/mailboxes/${id}/oauth/authorize`)).body.data.url);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect((await visitCallback(t, denied)).location.searchParams.get('oauth')).toBe(MailboxOAuthOutcome.Denied);

    // The code of one authorization sent back with the state of another: its PKCE verifier does not match.
    const first = await provider().consent((await admin.post(`/api/mailboxes/${id}/oauth/authorize`)).body.data.url, ACCOUNT);
    const second = new URL((await admin.post(`/api/mailboxes/${id}/oauth/authorize`)).body.data.url);
    const crossed = new URL(first);
    crossed.searchParams.set('state', second.searchParams.get('state')!);
    expect((await visitCallback(t, crossed)).location.searchParams.get('oauth')).toBe(MailboxOAuthOutcome.Failed);
    expect((await stored(id)).oauthRefreshTokenCipher).toBeNull();
    expect(log).not.toContain(first.searchParams.get('code')!);
  });

  it('refuses an answer that comes more than 10 minutes after the authorization', async () => {
    const id = await create();
    let now = new Date();
    const service = createMailboxAuthorizationService(t.app.ctx, { now: () => now });
    const { url } = await service.authorize(await adminUser(), id);
    const answer = await provider().consent(url, ACCOUNT);
    now = new Date(now.getTime() + STATE_TTL_MS);
    const location = new URL(await service.complete(callbackQuery(answer), t.app.log));
    expect(location.searchParams.get('oauth')).toBe(MailboxOAuthOutcome.Expired);
    expect((await stored(id)).oauthRefreshTokenCipher).toBeNull();

    // Within the 10 minutes the same flow connects.
    now = new Date();
    const again = await service.authorize(await adminUser(), id);
    now = new Date(now.getTime() + STATE_TTL_MS - 1000);
    const connected = new URL(await service.complete(callbackQuery(await provider().consent(again.url, ACCOUNT)), t.app.log));
    expect(connected.searchParams.get('oauth')).toBe(MailboxOAuthOutcome.Connected);
  });

  it('clears the secret and the connection when the token endpoint changes, and the connection when the client does', async () => {
    const id = await create();
    expect((await connectMailbox(t, admin, provider(), id, ACCOUNT)).location.searchParams.get('oauth')).toBe('connected');
    const elsewhere = { tokenEndpoint: 'https://otro.example.com/token', clientSecret: '' };
    const refused = await admin.put(`/api/mailboxes/${id}`, await form(elsewhere));
    expect(refused.body.data.fields).toEqual({ clientSecret: channelMessages.clientSecretForNewEndpoint });
    expect((await stored(id)).oauthRefreshTokenCipher).not.toBeNull();

    const moved = await admin.put(`/api/mailboxes/${id}`, await form({ ...elsewhere, clientSecret: 'otro-secreto' }));
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data).toMatchObject({ tokenEndpoint: 'https://otro.example.com/token', connectedAddress: null });
    const row = await stored(id);
    expect([row.oauthRefreshTokenCipher, row.oauthAccessTokenCipher, row.oauthAccessTokenExpiresAt]).toEqual([null, null, null]);
    const box = await loadSecretBox(t.database.handle.db, undefined);
    expect(box.open(row.oauthClientSecretCipher!)).toBe('otro-secreto');

    // Back on the provider, connected again; another client id (or server, or user) drops the connection, not the secret.
    await admin.put(`/api/mailboxes/${id}`, await form());
    await connectMailbox(t, admin, provider(), id, ACCOUNT);
    const otherClient = await admin.put(`/api/mailboxes/${id}`, await form({ clientId: 'otro-cliente', clientSecret: '' }));
    expect(otherClient.body.data).toMatchObject({ connectedAddress: null, hasClientSecret: true });

    // Back to a password: it is asked for, and no OAuth secret stays.
    const toPassword = { authKind: MailboxAuthKind.Password, clientSecret: '' };
    expect((await admin.put(`/api/mailboxes/${id}`, await form(toPassword))).body.data.fields).toEqual({
      password: channelMessages.passwordRequired,
    });
    await admin.put(`/api/mailboxes/${id}`, await form({ ...toPassword, password: 'Clave-1' }));
    expect(await stored(id)).toMatchObject({ oauthClientSecretCipher: null, oauthTokenEndpoint: null, authKind: 'basic' });
  });

  it("lifts 'Requiere reconexión' when a new client secret is saved for the same endpoint (a rotated secret)", async () => {
    const id = await create();
    await connectMailbox(t, admin, provider(), id, ACCOUNT);
    const db = t.database.handle.db;
    await db.update(mailboxes).set({ oauthNeedsReconnect: true }).where(eq(mailboxes.id, id));
    await admin.put(`/api/mailboxes/${id}`, await form({ clientSecret: '' }));
    expect((await admin.get(`/api/mailboxes/${id}`)).body.data).toMatchObject({
      needsReconnect: true,
      connectedAddress: ACCOUNT,
    });
    await admin.put(`/api/mailboxes/${id}`, await form({ clientSecret: 'secreto-nuevo' }));
    expect((await admin.get(`/api/mailboxes/${id}`)).body.data).toMatchObject({
      needsReconnect: false,
      connectedAddress: ACCOUNT,
    });
  });

  it("refuses 'Conectar' for a mailbox with a password, and to anyone without permission 28", async () => {
    const id = await create({ authKind: MailboxAuthKind.Password, password: 'Clave-1' });
    const refused = await admin.post(`/api/mailboxes/${id}/oauth/authorize`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(channelMessages.saveBeforeConnecting);
    expect((await admin.post('/api/mailboxes/999999/oauth/authorize')).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/mailboxes/${id}/oauth/authorize`)).statusCode).toBe(401);
    expect((await (await t.as('agente')).post(`/api/mailboxes/${id}/oauth/authorize`)).statusCode).toBe(403);
  });

  /** The administrator as the routes hand it to the service. */
  async function adminUser() {
    const [row] = await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    return (await loadAuthUser(t.database.handle.db, row.id))!;
  }
});

/** The callback's query as the route reads it. */
const callbackQuery = (answer: URL) => ({
  state: answer.searchParams.get('state'),
  code: answer.searchParams.get('code'),
  error: answer.searchParams.get('error'),
});
