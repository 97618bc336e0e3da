// 'Conectar' / 'Reconectar' (docs/product/channels.md#oauth-sign-in): the authorization code flow with PKCE (S256).
// `authorize` keeps a pending authorization (the SHA-256 of a random state, the PKCE verifier, the token endpoint and
// client it is for; valid STATE_TTL_MS by the injectable clock) and answers the provider's consent page. The provider
// sends the browser to `${PUBLIC_URL}/api/mailboxes/oauth/callback`; `complete` takes the pending authorization out
// (single use), trades the code for the tokens at that same token endpoint, seals them and answers where the browser
// goes back: the 'Correo entrante' screen with the outcome (`?oauth=…&mailbox=…`), which it says in Spanish.
import { createHash, randomBytes } from 'node:crypto';
import {
  channelMessages,
  MAILBOXES_URL,
  MailboxAuthKind,
  MailboxOAuthOutcome,
  usesOAuth,
  type MailboxAuthKindValue,
  type MailboxAuthorization,
  type MailboxOAuthCallbackQuery,
  type MailboxOAuthOutcomeValue,
} from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { badRequest, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { mailboxesRepository, type MailboxAccount } from '../mailboxes/mailboxes.repository';
import { lazySecretBox } from '../mailboxes/mailboxes.service';
import { oauthClientOf } from './mailbox-access';
import { mailboxOAuthRepository as repository, type PendingAuthorization } from './mailbox-oauth.repository';
import { exchangeCode, type TokenSet } from './token-endpoint';

export const OAUTH_CALLBACK_PATH = '/api/mailboxes/oauth/callback';
/** How long the consent page may take: a pending authorization older than this is refused. */
export const STATE_TTL_MS = 10 * 60_000;
const RANDOM_BYTES = 32;

const randomToken = () => randomBytes(RANDOM_BYTES).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** What each kind asks the consent page besides the standard parameters. */
function extraParameters(kind: MailboxAuthKindValue, scopes: string): Record<string, string> {
  // Google issues a refresh token only for offline access, and again only on a consent asked anew.
  if (kind === MailboxAuthKind.Google) return { access_type: 'offline', prompt: 'consent' };
  // OpenID Connect providers grant offline_access only with prompt=consent; Microsoft's would then ask every user for
  // consent even where the tenant's administrator already gave it, so it gets none.
  if (kind === MailboxAuthKind.OAuth && scopes.split(' ').includes('offline_access')) return { prompt: 'consent' };
  return {};
}

/** The e-mail claim of an ID token received from the token endpoint itself (OIDC Core §3.1.3.7: TLS vouches for it). */
function idTokenEmail(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown }).email;
    return typeof email === 'string' && email.includes('@') ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** 'Conectado como …': the ID token's e-mail when `openid email` was granted, else the mailbox's user name. */
function connectedAddress(tokens: TokenSet, account: MailboxAccount): string {
  const granted = new Set((tokens.scope ?? account.oauthScopes ?? '').split(' '));
  const fromIdToken = granted.has('openid') && granted.has('email') ? idTokenEmail(tokens.idToken) : null;
  return fromIdToken ?? account.userName;
}

/** What a consent page is asked with: all of it saved on the mailbox, with the secret, or 'Conectar' is refused. */
interface ConsentClient {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  scopes: string;
}

function consentClientOf(account: MailboxAccount): ConsentClient {
  const { oauthAuthorizationEndpoint, oauthTokenEndpoint, oauthClientId, oauthScopes, oauthClientSecretCipher } = account;
  if (
    !usesOAuth(account.authKind) ||
    !oauthAuthorizationEndpoint ||
    !oauthTokenEndpoint ||
    !oauthClientId ||
    !oauthClientSecretCipher
  )
    throw badRequest(undefined, channelMessages.saveBeforeConnecting);
  return {
    authorizationEndpoint: oauthAuthorizationEndpoint,
    tokenEndpoint: oauthTokenEndpoint,
    clientId: oauthClientId,
    scopes: oauthScopes ?? '',
  };
}

export interface MailboxAuthorizationOptions {
  /** The clock a pending authorization's validity is measured with (tests move it). */
  now?: () => Date;
}

export function createMailboxAuthorizationService(ctx: AppContext, options: MailboxAuthorizationOptions = {}) {
  const { db, config } = ctx;
  const now = options.now ?? (() => new Date());
  const secretBox = lazySecretBox(ctx);
  const redirectUri = `${config.publicUrl}${OAUTH_CALLBACK_PATH}`;

  /** The screen the browser goes back to, with the outcome (and the mailbox, when known). */
  const backToScreen = (outcome: MailboxOAuthOutcomeValue, mailboxId?: number) =>
    `${config.publicUrl}${MAILBOXES_URL}?${new URLSearchParams({ oauth: outcome, ...(mailboxId ? { mailbox: String(mailboxId) } : {}) })}`;

  /** The provider's consent page for the authorization: code flow, PKCE S256, the mailbox's user as the hint. */
  function consentPage(account: MailboxAccount, client: ConsentClient, state: string, verifier: string): string {
    const url = new URL(client.authorizationEndpoint);
    const parameters = {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      scope: client.scopes,
      state,
      code_challenge: sha256(verifier),
      code_challenge_method: 'S256',
      login_hint: account.userName,
      ...extraParameters(account.authKind, client.scopes),
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.href;
  }

  /** Trades the code for the tokens and stores them: the outcome the screen shows. */
  async function connect(pending: PendingAuthorization, code: string, log: Logger): Promise<MailboxOAuthOutcomeValue> {
    const account = await mailboxesRepository.account(db, pending.mailboxId);
    const unchanged =
      account?.oauthTokenEndpoint === pending.tokenEndpoint &&
      account.oauthClientId === pending.clientId &&
      account.oauthClientSecretCipher !== null;
    if (!account || !unchanged) return MailboxOAuthOutcome.Changed;
    const box = await secretBox();
    let tokens: TokenSet;
    try {
      tokens = await exchangeCode(oauthClientOf(account, box), code, redirectUri, pending.codeVerifier);
    } catch (error) {
      log.warn({ err: error, mailboxId: account.id }, 'mailbox authorization code could not be exchanged');
      return MailboxOAuthOutcome.Failed;
    }
    if (!tokens.refreshToken) return MailboxOAuthOutcome.NoRefreshToken;
    const saved = await repository.saveConnection(db, pending, {
      oauthRefreshTokenCipher: box.seal(tokens.refreshToken),
      oauthAccessTokenCipher: box.seal(tokens.accessToken),
      oauthAccessTokenExpiresAt: new Date(now().getTime() + tokens.expiresInSeconds * 1000),
      oauthConnectedAddress: connectedAddress(tokens, account),
    });
    return saved ? MailboxOAuthOutcome.Connected : MailboxOAuthOutcome.Changed;
  }

  /** The outcome of the provider's answer to a pending authorization taken out. */
  async function answered(pending: PendingAuthorization, query: MailboxOAuthCallbackQuery, log: Logger) {
    if (pending.expiresAt.getTime() <= now().getTime()) return MailboxOAuthOutcome.Expired;
    if (query.error) return query.error === 'access_denied' ? MailboxOAuthOutcome.Denied : MailboxOAuthOutcome.Failed;
    if (!query.code || !(await repository.mayConnect(db, pending.userId))) return MailboxOAuthOutcome.Failed;
    return connect(pending, query.code, log);
  }

  return {
    /** 'Conectar': a pending authorization for the saved mailbox, and the consent page to send the browser to. */
    async authorize(user: AuthUser, mailboxId: number): Promise<MailboxAuthorization> {
      const account = found(await mailboxesRepository.account(db, mailboxId));
      const client = consentClientOf(account);
      const [state, verifier] = [randomToken(), randomToken()];
      await repository.deleteExpiredStates(db, now());
      await repository.insertState(db, {
        stateHash: sha256(state),
        mailboxId,
        userId: user.id,
        codeVerifier: verifier,
        tokenEndpoint: client.tokenEndpoint,
        clientId: client.clientId,
        expiresAt: new Date(now().getTime() + STATE_TTL_MS),
      });
      return { url: consentPage(account, client, state, verifier) };
    },

    /** The provider's answer (the callback): where the browser goes back to, with the outcome. */
    async complete(query: MailboxOAuthCallbackQuery, log: Logger): Promise<string> {
      const pending = query.state ? await repository.takeState(db, sha256(query.state)) : undefined;
      if (!pending) return backToScreen(MailboxOAuthOutcome.Expired);
      return backToScreen(await answered(pending, query, log), pending.mailboxId);
    },
  };
}
