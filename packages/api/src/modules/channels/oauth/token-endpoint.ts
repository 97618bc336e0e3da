// The calls to an OAuth 2.0 token endpoint (RFC 6749 §4.1.3 and §6), by plain fetch: the authorization code exchanged
// with its PKCE verifier, and the refresh token traded for a new access token. The client authenticates with HTTP
// basic (§2.3.1, which every provider must accept); a redirect is never followed, so the secret and the refresh token
// reach that endpoint only. A refusal the provider words as an OAuth error that no retry can fix (the grant revoked or
// expired, the client or its secret no longer valid) is an `OAuthGrantRefused`; anything else (unreachable, a server
// error, an answer that is not a token) is a plain Error, worth trying again. No error carries a secret or a token.

/** Who calls the token endpoint, and where: the secret only ever goes there. */
export interface OAuthClient {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  /** Null when the provider kept the refresh token it had issued (no rotation) or issued none. */
  refreshToken: string | null;
  expiresInSeconds: number;
  idToken: string | null;
  /** The scopes granted, when the provider says (otherwise those asked for). */
  scope: string | null;
}

/** The OAuth errors that say the grant or the client is gone: only a new consent (or a new secret) fixes them. */
const FINAL_ERRORS = new Set(['invalid_grant', 'invalid_client', 'unauthorized_client']);
/** Providers that leave out `expires_in` mostly issue one-hour tokens. */
const DEFAULT_EXPIRES_IN_S = 3600;
const TOKEN_CALL_TIMEOUT_MS = 15_000;

export class OAuthGrantRefused extends Error {
  constructor(readonly error: string) {
    super(`the token endpoint refused the grant: ${error}`);
    this.name = 'OAuthGrantRefused';
  }
}

/** RFC 6749 §2.3.1: the id and the secret form-encoded before they are joined and encoded in base64. */
const formEncoded = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
const basicAuthorization = (client: OAuthClient) =>
  `Basic ${Buffer.from(`${formEncoded(client.clientId)}:${formEncoded(client.clientSecret)}`).toString('base64')}`;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function tokenSetOf(body: Record<string, unknown>): TokenSet {
  const accessToken = text(body.access_token);
  if (!accessToken || text(body.token_type)?.toLowerCase() !== 'bearer')
    throw new Error('the token endpoint answered without a bearer access token');
  const expiresIn = Number(body.expires_in);
  return {
    accessToken,
    refreshToken: text(body.refresh_token),
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN_S,
    idToken: text(body.id_token),
    scope: text(body.scope),
  };
}

async function grant(client: OAuthClient, parameters: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(client.tokenEndpoint, {
    method: 'POST',
    redirect: 'error',
    signal: AbortSignal.timeout(TOKEN_CALL_TIMEOUT_MS),
    headers: {
      authorization: basicAuthorization(client),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(parameters).toString(),
  });
  const body = await jsonOf(response);
  if (response.ok) return tokenSetOf(body);
  const error = text(body.error);
  if (error && FINAL_ERRORS.has(error)) throw new OAuthGrantRefused(error);
  throw new Error(
    `the token endpoint answered ${response.status}${error ? ` (${error.replace(/[^\w.-]/g, '').slice(0, 60)})` : ''}`,
  );
}

/** The authorization code of the consent page traded for the tokens, proven with the PKCE verifier. */
export const exchangeCode = (client: OAuthClient, code: string, redirectUri: string, codeVerifier: string) =>
  grant(client, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });

/** A new access token for the refresh token (and, from providers that rotate them, a new refresh token). */
export const refreshAccess = (client: OAuthClient, refreshToken: string) =>
  grant(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
