// How the reader (and 'Probar conexión') signs in to a mailbox (docs/product/channels.md#oauth-sign-in): with its
// password, or with an OAuth access token, renewed with the stored refresh token at the token endpoint it was
// obtained from when it expires within REFRESH_MARGIN_MS. When the provider refuses the renewal for good (consent
// withdrawn, the grant expired, the client secret rotated), the mailbox is marked 'Requiere reconexión' and its
// administrators are told once (in-app, and by mail to those who want mail); the reader then leaves it alone until
// it is connected again. A renewal that fails otherwise (the provider unreachable) is tried again at the next read.
import { channelMessages, MAILBOXES_URL, NotificationType, usesOAuth } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { notifications } from '../../../db/schema';
import { enqueueMail } from '../../../lib/outbox';
import type { SecretBox } from '../../../lib/secret-box';
import type { ImapCredentials } from '../imap/imap-connection';
import type { MailboxAccount } from '../mailboxes/mailboxes.repository';
import { mailboxOAuthRepository as repository } from './mailbox-oauth.repository';
import { OAuthGrantRefused, refreshAccess, type OAuthClient } from './token-endpoint';

/** An access token this close to its expiry is renewed before it is used. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** Why a mailbox could not sign in before any connection was made: its Spanish message is the reason logged. */
export class MailboxAccessError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailboxAccessError';
  }
}

export interface MailboxAccessOptions {
  /** The clock the access token's expiry is compared with (tests move it). */
  now?: () => Date;
}

/** The endpoint, client and secret of an OAuth mailbox, the secret opened. */
export function oauthClientOf(account: MailboxAccount, box: SecretBox): OAuthClient {
  const { oauthTokenEndpoint, oauthClientId, oauthClientSecretCipher } = account;
  if (!oauthTokenEndpoint || !oauthClientId || !oauthClientSecretCipher)
    throw new MailboxAccessError(channelMessages.saveBeforeConnecting);
  return { tokenEndpoint: oauthTokenEndpoint, clientId: oauthClientId, clientSecret: box.open(oauthClientSecretCipher) };
}

/** In-app and by mail: the mailbox needs connecting again. */
async function tellAdministrators(db: Executor, mailboxCode: string): Promise<void> {
  const text = channelMessages.needsReconnectNotice(mailboxCode);
  for (const admin of await repository.administrators(db)) {
    await db.insert(notifications).values({ userId: admin.id, type: NotificationType.Generic, text, url: MAILBOXES_URL });
    if (!admin.wantsMail) continue;
    await enqueueMail(db, {
      to: admin.email,
      subject: channelMessages.needsReconnectSubject(mailboxCode),
      paragraphs: [`Hola ${admin.displayName}:`, text],
      link: { label: 'Abrir Correo entrante', path: MAILBOXES_URL },
    });
  }
}

/** Marks the mailbox and tells its administrators, in one transaction: only the call that marked it tells them. */
async function markNeedsReconnect(ctx: AppContext, account: MailboxAccount, refusedCipher: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await repository.markNeedsReconnect(tx, account.id, refusedCipher)) await tellAdministrators(tx, account.code);
  });
}

export function mailboxAccess(ctx: AppContext, box: SecretBox, options: MailboxAccessOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** The sealed access token in hand, while it stays valid beyond the margin. */
  const validAccessToken = ({ oauthAccessTokenCipher: cipher, oauthAccessTokenExpiresAt: expiry }: MailboxAccount) =>
    cipher !== null && expiry !== null && expiry.getTime() - REFRESH_MARGIN_MS > now().getTime() ? cipher : null;

  async function refreshed(account: MailboxAccount, refreshCipher: string): Promise<string> {
    const tokens = await refreshAccess(oauthClientOf(account, box), box.open(refreshCipher)).catch(async (error: unknown) => {
      if (!(error instanceof OAuthGrantRefused))
        throw new MailboxAccessError(channelMessages.tokenRefreshFailed, { cause: error });
      await markNeedsReconnect(ctx, account, refreshCipher);
      throw new MailboxAccessError(channelMessages.needsReconnect, { cause: error });
    });
    await repository.saveRefreshedAccess(ctx.db, account.id, refreshCipher, {
      oauthAccessTokenCipher: box.seal(tokens.accessToken),
      oauthAccessTokenExpiresAt: new Date(now().getTime() + tokens.expiresInSeconds * 1000),
      ...(tokens.refreshToken ? { oauthRefreshTokenCipher: box.seal(tokens.refreshToken) } : {}),
    });
    return tokens.accessToken;
  }

  /** The access token in hand while it is valid beyond the margin, else a renewed one. */
  async function accessToken(account: MailboxAccount): Promise<string> {
    if (account.oauthRefreshTokenCipher === null) throw new MailboxAccessError(channelMessages.connectBeforeTesting);
    if (account.oauthNeedsReconnect) throw new MailboxAccessError(channelMessages.needsReconnect);
    const valid = validAccessToken(account);
    return valid === null ? refreshed(account, account.oauthRefreshTokenCipher) : box.open(valid);
  }

  return {
    /** The password, or a valid access token, to sign in to the mailbox with. */
    async credentials(account: MailboxAccount): Promise<ImapCredentials> {
      if (usesOAuth(account.authKind)) return { accessToken: await accessToken(account) };
      if (account.passwordCipher === null) throw new MailboxAccessError(channelMessages.passwordRequired);
      return { password: box.open(account.passwordCipher) };
    },
  };
}
