// A throw-away OAuth 2.0 / OpenID provider for tests (mailboxes' OAuth sign-in, single sign-on): the certified
// `oidc-provider` library on a free local port, with one confidential client (the help desk: authorization code with
// PKCE, refresh tokens) and one client for Dovecot, which asks the provider's token introspection whether an access
// token is active. The consent page is oidc-provider's development interaction, driven over plain HTTP as a browser
// would (`consent`, `deny`), so no browser is needed. Accounts are any address; the ID token carries it as `sub` and
// `email` (see accountClaims).
import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';
import { useBeforeAll } from './use-before-all';

export interface OAuthTestClient {
  clientId: string;
  clientSecret: string;
}

export interface OAuthTestProvider {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** The introspection endpoint with Dovecot's client id and secret in the URL (HTTP basic authentication). */
  introspectionUrl: string;
  client: OAuthTestClient;
  /** Signs `account` in and grants every scope asked for; answers the address the browser is sent back to. */
  consent(authorizationUrl: string, account: string): Promise<URL>;
  /** Leaves the consent page without granting ('access_denied'); answers the address the browser is sent back to. */
  deny(authorizationUrl: string): Promise<URL>;
  /** Revokes a token as the help desk's client: the whole grant goes with it (its refresh token too). */
  revoke(token: string): Promise<void>;
  /** Forgets one access token, as its expiry would: introspection then answers it inactive; the grant stays. */
  expire(accessToken: string): Promise<void>;
  /** The grants the token endpoint answered, in order ('authorization_code', 'refresh_token'). */
  readonly grants: string[];
  stop(): Promise<void>;
}

/** Where the browser goes next: a page to open, or a form to post there. */
interface BrowserStep {
  url: string;
  form?: Record<string, string>;
}

/** An account's claims: its address is its e-mail, verified unless the address starts with 'sin-verificar'. */
const accountClaims = (sub: string) => ({
  sub,
  email: sub,
  email_verified: !sub.startsWith(UNVERIFIED_PREFIX),
  name: `Persona ${sub.split('@')[0]}`,
});
export const UNVERIFIED_PREFIX = 'sin-verificar';

/** The development sign-in form: any account, any password. */
const signIn = (account: string): Record<string, string> => ({ prompt: 'login', login: account, password: 'cualquiera' });
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const INTERACTION_PAGE = /\/interaction\/[\w-]+$/;
const PROMPT_FIELD = /name="prompt" value="(\w+)"/;
const MAX_STEPS = 12;
const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

/** The cookies of one browser: each Set-Cookie kept by name (path and expiry aside), all sent back on every call. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

const basic = ({ clientId, clientSecret }: OAuthTestClient) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

/** The provider on `port` (a free one when not given), sending the browser back to `redirectUri`. */
export async function startOAuthProvider(redirectUri: string, port?: number): Promise<OAuthTestProvider> {
  port ??= await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const client = { clientId: 'mesa-de-ayuda', clientSecret: 'secreto-del-cliente-de-prueba' };
  const dovecot = { clientId: 'dovecot', clientSecret: 'secreto-de-dovecot' };
  const grants: string[] = [];
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: dovecot.clientId,
        client_secret: dovecot.clientSecret,
        redirect_uris: [],
        grant_types: [],
        response_types: [],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => accountClaims(sub) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token of a code flow carries the e-mail claim, as Google's and Microsoft's do.
    conformIdTokenClaims: false,
    cookies: { keys: ['llave-de-cookies-de-prueba'] },
    ttl: {
      AccessToken: HOUR_S,
      AuthorizationCode: MINUTE_S,
      IdToken: HOUR_S,
      Interaction: HOUR_S,
      Session: HOUR_S,
      Grant: DAY_S,
      RefreshToken: DAY_S,
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      introspection: { enabled: true, allowedPolicy: () => true },
      revocation: { enabled: true },
    },
  });
  provider.on('grant.success', (ctx: { oidc: { params: { grant_type: string } } }) => grants.push(ctx.oidc.params.grant_type));
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  /** Follows the authorization from `start` as a browser, answering each interaction page with `answer`. */
  async function browse(start: string, answer: (page: URL, prompt: string) => BrowserStep): Promise<URL> {
    const jar = cookieJar();
    let next: BrowserStep = { url: start };
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const headers: Record<string, string> = { cookie: jar.header(), ...(next.form ? FORM_HEADERS : {}) };
      const body = next.form && new URLSearchParams(next.form).toString();
      const response = await fetch(next.url, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' });
      jar.keep(response);
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, next.url);
        if (target.href.startsWith(redirectUri)) return target;
        next = { url: target.href };
        continue;
      }
      const page = new URL(next.url);
      const prompt = PROMPT_FIELD.exec(await response.text())?.[1];
      if (response.status !== 200 || !INTERACTION_PAGE.test(page.pathname) || !prompt)
        throw new Error(`the provider answered ${page.pathname} with ${response.status}`);
      next = answer(page, prompt);
    }
    throw new Error('the authorization never came back to the app');
  }

  return {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    introspectionUrl: `http://${dovecot.clientId}:${dovecot.clientSecret}@127.0.0.1:${port}/token/introspection`,
    client,
    grants,
    consent: (authorizationUrl, account) =>
      browse(authorizationUrl, (page, prompt) => ({
        url: page.href,
        form: prompt === 'login' ? signIn(account) : { prompt },
      })),
    deny: (authorizationUrl) => browse(authorizationUrl, (page) => ({ url: `${page.href}/abort` })),
    async revoke(token) {
      const response = await fetch(`${issuer}/token/revocation`, {
        method: 'POST',
        headers: { ...FORM_HEADERS, authorization: basic(client) },
        body: new URLSearchParams({ token }).toString(),
      });
      if (!response.ok) throw new Error(`revocation answered ${response.status}`);
    },
    async expire(accessToken) {
      const token = await provider.AccessToken.find(accessToken);
      if (!token) throw new Error('no such access token');
      await token.destroy();
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** One provider for the tests of the calling file or `describe` block, sending the browser back to `redirectUri`. */
export function useOAuthProvider(redirectUri: string): () => OAuthTestProvider {
  return useBeforeAll(
    () => startOAuthProvider(redirectUri),
    (provider) => provider.stop(),
  );
}
