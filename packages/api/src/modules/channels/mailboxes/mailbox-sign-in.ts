// What a save writes about how a mailbox signs in (docs/product/channels.md#secrets, #oauth-sign-in). A stored secret
// only ever goes where it was saved for: the password to the server, port and user it was typed for (over a
// connection as secure); the client secret and the refresh token to the token endpoint they were obtained from.
// Changing the provider or its token endpoint clears the secret and the connection (the secret is asked for again);
// changing the client, the server, the port, the user or turning the secure connection off clears the connection
// (its access token would otherwise reach another server); a new secret for the same endpoint keeps it and lets the
// reader try it again ('Requiere reconexión' lifted). A preset fixes the server, the endpoints and the scopes.
import {
  channelMessages,
  MailboxAuthKind,
  presetOf,
  usesOAuth,
  type Mailbox,
  type MailboxAuthKindValue,
  type MailboxInputParsed,
} from '@tms/contracts';
import { badRequest } from '../../../lib/errors';
import type { MailboxValues } from './mailboxes.repository';

/** Where a secret is sent: the server, port and user, and whether the connection is secure. */
type Destination = Pick<Mailbox, 'host' | 'port' | 'secure' | 'userName'>;

/** True when `wanted` sends the stored secret where it was saved for, never over a connection less secure. */
export function sameDestination(stored: Destination, wanted: Destination): boolean {
  return (
    stored.host.toLowerCase() === wanted.host.toLowerCase() &&
    stored.port === wanted.port &&
    stored.userName === wanted.userName &&
    (wanted.secure || !stored.secure)
  );
}

/** The stored password may go to `wanted` only when it is where it was saved for; otherwise the password's 400. */
export function checkStoredPasswordDestination(stored: Destination, wanted: Destination): void {
  if (!sameDestination(stored, wanted)) throw badRequest({ password: channelMessages.passwordForNewServer });
}

/** The connection values with a preset's server applied (a preset's mailbox is read where its provider serves it). */
export function withPresetServer<T extends Destination & { authKind: MailboxAuthKindValue }>(input: T): T {
  const preset = presetOf(input.authKind);
  return preset ? { ...input, host: preset.host, port: preset.port, secure: preset.secure } : input;
}

/** The form's values with the secrets typed already sealed (null: none typed). */
export type SealedInput = MailboxInputParsed & { passwordCipher: string | null; clientSecretCipher: string | null };

/** The stored state a save is compared with (absent on a create). */
export type StoredSignIn = Pick<Mailbox, 'authKind' | 'tokenEndpoint' | 'clientId' | 'hasClientSecret'> & Destination;

/** The endpoints and scopes the mailbox uses: a preset's (Microsoft's name the tenant), or the form's. */
function oauthSettings(input: SealedInput) {
  const preset = presetOf(input.authKind);
  if (!preset)
    return {
      tenant: null,
      authorizationEndpoint: input.authorizationEndpoint,
      tokenEndpoint: input.tokenEndpoint,
      scopes: input.scopes,
    };
  const tenant = input.authKind === MailboxAuthKind.Microsoft ? input.tenant : null;
  return {
    tenant,
    authorizationEndpoint: preset.authorizationEndpoint(tenant ?? ''),
    tokenEndpoint: preset.tokenEndpoint(tenant ?? ''),
    scopes: preset.scopes,
  };
}

/** The connection obtained on the consent page, cleared. */
const noConnection = {
  oauthRefreshTokenCipher: null,
  oauthAccessTokenCipher: null,
  oauthAccessTokenExpiresAt: null,
  oauthConnectedAddress: null,
  oauthNeedsReconnect: false,
} satisfies Partial<MailboxValues>;

const noOAuth = {
  oauthTenant: null,
  oauthAuthorizationEndpoint: null,
  oauthTokenEndpoint: null,
  oauthScopes: null,
  oauthClientId: null,
  oauthClientSecretCipher: null,
  ...noConnection,
} satisfies Partial<MailboxValues>;

type SignInValues = Pick<MailboxValues, 'authKind' | 'passwordCipher'> & Partial<MailboxValues>;

/** A new client secret (the old one rotated) lets the reader try the kept connection again. */
const retriedWithNewSecret = (input: SealedInput) => (input.clientSecretCipher === null ? {} : { oauthNeedsReconnect: false });

/** A password mailbox: the typed password, or the stored one while it stays where it was typed for. */
function passwordSignIn(input: SealedInput, stored: StoredSignIn | undefined): SignInValues {
  if (input.passwordCipher === null) {
    if (!stored || usesOAuth(stored.authKind)) throw badRequest({ password: channelMessages.passwordRequired });
    checkStoredPasswordDestination(stored, input);
  }
  return { authKind: MailboxAuthKind.Password, passwordCipher: input.passwordCipher ?? undefined, ...noOAuth };
}

/** An OAuth mailbox: no password; the secret kept only for the same token endpoint; the connection only for the same binding. */
function oauthSignIn(input: SealedInput, stored: StoredSignIn | undefined): SignInValues {
  const settings = oauthSettings(input);
  const sameEndpoint = stored?.authKind === input.authKind && stored.tokenEndpoint === settings.tokenEndpoint;
  if (input.clientSecretCipher === null && !(sameEndpoint && stored?.hasClientSecret))
    throw badRequest({ clientSecret: stored ? channelMessages.clientSecretForNewEndpoint : channelMessages.passwordRequired });
  const keepsConnection = sameEndpoint && stored.clientId === input.clientId && sameDestination(stored, input);
  return {
    authKind: input.authKind,
    passwordCipher: null,
    oauthTenant: settings.tenant,
    oauthAuthorizationEndpoint: settings.authorizationEndpoint,
    oauthTokenEndpoint: settings.tokenEndpoint,
    oauthScopes: settings.scopes,
    oauthClientId: input.clientId,
    oauthClientSecretCipher: input.clientSecretCipher ?? undefined,
    ...(keepsConnection ? retriedWithNewSecret(input) : noConnection),
  };
}

/** The sign-in columns a create (`stored` absent) or an update writes, or the field's 400. */
export const signInValues = (input: SealedInput, stored?: StoredSignIn): SignInValues =>
  usesOAuth(input.authKind) ? oauthSignIn(input, stored) : passwordSignIn(input, stored);
