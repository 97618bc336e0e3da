// Single sign-on with OpenID Connect (docs/product/access.md#single-sign-on) against a real provider (oidc-provider,
// started here): the sign-in screen's methods, the whole round trip to a session, users matched by verified e-mail
// and created only with OIDC_CREATE_ROLE_ID, the refusals (unverified, unknown, inactive, denied), the state and the
// ticket used once, a code of another authorization failing on its PKCE verifier, and a provider that is down.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { singleSignOnMessages } from '@tms/contracts';
import { auditLog, users } from '../../../db/schema';
import { client, useTestApp, type SharedTestApp } from '../../../test/test-app';
import { UNVERIFIED_PREFIX, useOAuthProvider, type OAuthTestProvider } from '../../../test/oauth-provider';
import { OIDC_CALLBACK_PATH } from './single-sign-on.service';

const PUBLIC_URL = 'https://mesa.example.com';
const REDIRECT_URI = `${PUBLIC_URL}${OIDC_CALLBACK_PATH}`;
const SEE_OTHER = 303;

const oidcEnv = (provider: OAuthTestProvider, extra: Record<string, string> = {}) => ({
  PUBLIC_URL,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.client.clientId,
  OIDC_CLIENT_SECRET: provider.client.clientSecret,
  OIDC_BUTTON_LABEL: 'Keycloak',
  ...extra,
});

/** 'Iniciar sesión con …': where the start sends the browser. */
async function start(t: SharedTestApp): Promise<string> {
  const response = await t.anonymous.raw('/api/auth/oidc/start');
  expect(response.statusCode).toBe(SEE_OTHER);
  return response.headers.location as string;
}

/** The provider's answer delivered to the callback: the sign-in screen's address the browser is sent to. */
async function callback(t: SharedTestApp, answer: URL): Promise<URL> {
  const response = await t.anonymous.raw(`${OIDC_CALLBACK_PATH}${answer.search}`);
  expect(response.statusCode).toBe(SEE_OTHER);
  return new URL(response.headers.location as string, PUBLIC_URL);
}

/** The whole round trip as `account`: the sign-in screen's address at the end. */
async function signInThroughProvider(t: SharedTestApp, provider: () => OAuthTestProvider, account: string): Promise<URL> {
  return callback(t, await provider().consent(await start(t), account));
}

const complete = (t: SharedTestApp, ticket: string | null) => t.anonymous.post('/api/auth/oidc/complete', { ticket });

const failedSignIns = async (t: SharedTestApp, name: string) =>
  (
    await t.database.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sign_in_failed' and ${auditLog.actorName} = ${name}`)
  ).length;

describe('single sign-on with OpenID Connect', () => {
  const provider = useOAuthProvider(REDIRECT_URI);
  const t = useTestApp(() => oidcEnv(provider()));

  it('offers the button with its label, and directory sign-in only when LDAP is set', async () => {
    const response = await t.anonymous.get('/api/auth/methods');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({ singleSignOn: { label: 'Keycloak' }, directory: false });
  });

  it('signs a user in by verified e-mail, with state, nonce and PKCE sent to the provider', async () => {
    const authorization = new URL(await start(t));
    expect(authorization.origin).toBe(provider().issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const landing = await callback(t, await provider().consent(authorization.href, 'agente@example.com'));
    expect(landing.pathname).toBe('/sign-in');
    const ticket = landing.searchParams.get('sso')!;
    const answer = await complete(t, ticket);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.userName).toBe('agente');
    const session = await client(t.app, answer.body.data.token).get('/api/auth/session');
    expect(session.body.data.email).toBe('agente@example.com');

    const again = await complete(t, ticket);
    expect(again.statusCode).toBe(401);
    expect(again.body.message).toBe(singleSignOnMessages.expired);
  });

  it('uses a state once: the same answer delivered twice is refused the second time', async () => {
    const answer = await provider().consent(await start(t), 'agente@example.com');
    expect((await callback(t, answer)).searchParams.has('sso')).toBe(true);
    expect((await callback(t, answer)).searchParams.get('sso_error')).toBe('expired');
  });

  it("refuses a code of another authorization: its PKCE verifier is not this one's", async () => {
    const first = await provider().consent(await start(t), 'agente@example.com');
    const second = new URL(await start(t));
    const swapped = new URL(first);
    swapped.searchParams.set('state', second.searchParams.get('state')!);
    expect((await callback(t, swapped)).searchParams.get('sso_error')).toBe('failed');
  });

  it('refuses an unverified e-mail and an e-mail no user has, and records both', async () => {
    const unverified = `${UNVERIFIED_PREFIX}@example.com`;
    expect((await signInThroughProvider(t, provider, unverified)).searchParams.get('sso_error')).toBe('unverified');
    expect(await failedSignIns(t, unverified)).toBe(1);
    const stranger = 'nadie@otra-empresa.mx';
    expect((await signInThroughProvider(t, provider, stranger)).searchParams.get('sso_error')).toBe('unknown');
    expect(await failedSignIns(t, stranger)).toBe(1);
    const [created] = await t.database.handle.db.select().from(users).where(eq(users.email, stranger));
    expect(created).toBeUndefined();
  });

  it('refuses an inactive user', async () => {
    const db = t.database.handle.db;
    await db.update(users).set({ isActive: false }).where(eq(users.userName, 'proveedor'));
    try {
      const landing = await signInThroughProvider(t, provider, 'proveedor@example.com');
      expect(landing.searchParams.get('sso_error')).toBe('inactive');
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.userName, 'proveedor'));
    }
  });

  it('tells a refusal at the consent page apart', async () => {
    const landing = await callback(t, await provider().deny(await start(t)));
    expect(landing.searchParams.get('sso_error')).toBe('denied');
  });

  it('answers a Spanish 400 for a missing ticket and 401 for an unknown one', async () => {
    expect((await complete(t, null)).statusCode).toBe(400);
    const unknown = await complete(t, 'no-existe');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.message).toBe(singleSignOnMessages.expired);
  });
});

describe('single sign-on creating users', () => {
  const provider = useOAuthProvider(REDIRECT_URI);
  const AGENT_ROLE = 2;
  const t = useTestApp(() => oidcEnv(provider(), { OIDC_CREATE_ROLE_ID: String(AGENT_ROLE) }));

  it('creates a verified e-mail with no user as an internal user of OIDC_CREATE_ROLE_ID, once', async () => {
    const email = 'nueva.agente@example.com';
    const landing = await signInThroughProvider(t, provider, email);
    const answer = await complete(t, landing.searchParams.get('sso'));
    expect(answer.statusCode).toBe(200);
    const [created] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ userName: email, roleId: AGENT_ROLE, entityTypeId: 1, isActive: true });
    expect(created.displayName).toBe('Persona nueva.agente');
    const entries = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'users' and ${auditLog.recordId} = ${String(created.id)}`);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);

    await complete(t, (await signInThroughProvider(t, provider, email)).searchParams.get('sso'));
    const rows = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('single sign-on with the provider down', () => {
  /** Port 1 of this machine: nothing listens there, the connection is refused at once. */
  const t = useTestApp({ PUBLIC_URL, OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'mesa-de-ayuda' });

  it('sends the browser back to the sign-in screen saying the provider does not answer', async () => {
    expect(await start(t)).toBe('/sign-in?sso_error=unavailable');
  });
});

describe('sign-in methods without single sign-on', () => {
  const t = useTestApp();

  it('offers no button and the OpenID routes send the browser back', async () => {
    expect((await t.anonymous.get('/api/auth/methods')).body.data).toEqual({ singleSignOn: null, directory: false });
    expect(await start(t)).toBe('/sign-in?sso_error=unavailable');
  });
});
