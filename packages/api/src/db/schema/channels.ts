// The e-mail channel (docs/product/channels.md#reading-mail): the mailboxes the server reads and how each signs in (a
// password, or OAuth 2.0: docs/product/channels.md#oauth-sign-in), the OAuth authorizations waiting for the provider's
// answer, every mail taken from them (by Message-ID, so a mail is processed once across restarts and processes), and
// the automatic answers sent to unknown senders.
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { MailboxAuthKindValue, SenderCheckValue } from '@tms/contracts';
import { auditColumns, id, timestamptz } from './columns';
import { companyRowColumns } from './company';
import { categories, subCategories } from './catalogues';
import { workItemDiscussions, workItems } from './tickets';
import { users } from './organization';

/** A secret sealed with SECRETS_KEY (lib/secret-box.ts): base64url of iv, auth tag and cipher text; never leaves the server. */
const sealed = (name: string) => text(name);

export const mailboxes = pgTable(
  'mailboxes',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    secure: boolean('secure').notNull().default(true),
    userName: varchar('user_name', { length: 255 }).notNull(),
    /** 'basic' (a password), or an OAuth 2.0 kind ('microsoft', 'google', 'oauth'): MailboxAuthKind in the contracts. */
    authKind: varchar('auth_kind', { length: 20 }).$type<MailboxAuthKindValue>().notNull().default('basic'),
    /** The password of a mailbox that signs in with one (null for OAuth). */
    passwordCipher: sealed('password_cipher'),
    /** Microsoft 365's directory (tenant id or domain), part of its endpoints. */
    oauthTenant: varchar('oauth_tenant', { length: 100 }),
    oauthAuthorizationEndpoint: varchar('oauth_authorization_endpoint', { length: 2000 }),
    /** Where the client secret and the refresh token are sent, and nowhere else: changing it clears both. */
    oauthTokenEndpoint: varchar('oauth_token_endpoint', { length: 2000 }),
    oauthScopes: varchar('oauth_scopes', { length: 1000 }),
    oauthClientId: varchar('oauth_client_id', { length: 500 }),
    oauthClientSecretCipher: sealed('oauth_client_secret_cipher'),
    /** Null until an administrator connects the mailbox on the provider's consent page. */
    oauthRefreshTokenCipher: sealed('oauth_refresh_token_cipher'),
    oauthAccessTokenCipher: sealed('oauth_access_token_cipher'),
    oauthAccessTokenExpiresAt: timestamptz('oauth_access_token_expires_at'),
    /** 'Conectado como …': the ID token's e-mail, or the mailbox's user name. */
    oauthConnectedAddress: varchar('oauth_connected_address', { length: 254 }),
    /** 'Requiere reconexión': the provider refused a refresh; the reader leaves the mailbox until it is connected again. */
    oauthNeedsReconnect: boolean('oauth_needs_reconnect').notNull().default(false),
    folder: varchar('folder', { length: 255 }).notNull().default('INBOX'),
    address: varchar('address', { length: 254 }).notNull(),
    /**
     * How a mail's sender is trusted (SenderCheck in the contracts). Mailboxes saved before the setting existed get
     * 'reply-token': only answers to our notifications, until an administrator chooses otherwise.
     */
    senderCheck: varchar('sender_check', { length: 30 }).$type<SenderCheckValue>().notNull().default('reply-token'),
    /** The authserv-id of the receiving server whose Authentication-Results header is trusted. */
    authservId: varchar('authserv_id', { length: 255 }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('mailboxes_code_uq').on(t.companyId, t.code)],
);

/**
 * An OAuth authorization sent to the provider's consent page and not yet answered: single-use (deleted when the
 * answer comes) and valid 10 minutes. Found by the SHA-256 of its `state`; holds the PKCE verifier and the token
 * endpoint the code will be exchanged at.
 */
export const mailboxOAuthStates = pgTable(
  'mailbox_oauth_states',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** The administrator who asked; the answer connects the mailbox only while they still may. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    tokenEndpoint: varchar('token_endpoint', { length: 2000 }).notNull(),
    clientId: varchar('client_id', { length: 500 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('mailbox_oauth_states_expires_idx').on(t.expiresAt)],
);

/** One row per mail taken from a mailbox: written (claimed) before the mail is acted on, so nothing runs twice. */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: id(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id),
    messageId: varchar('message_id', { length: 998 }).notNull(),
    fromAddress: varchar('from_address', { length: 254 }),
    subject: varchar('subject', { length: 500 }),
    /** SHA-256 of the mail's source (hex): a later mail with the same Message-ID but other content is recorded apart. */
    sourceHash: varchar('source_hash', { length: 64 }),
    /** What became of it: see InboundMailOutcome in the contracts. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    reason: text('reason'),
    ticketId: integer('ticket_id').references(() => workItems.id),
    /** The discussion message a reply became, so the ticket can show it arrived 'vía correo'. */
    discussionId: integer('discussion_id').references(() => workItemDiscussions.id, { onDelete: 'set null' }),
    receivedDate: timestamptz('received_date').notNull().defaultNow(),
    finishedDate: timestamptz('finished_date'),
  },
  (t) => [
    uniqueIndex('inbound_mails_message_uq').on(t.mailboxId, t.messageId),
    index('inbound_mails_received_idx').on(t.mailboxId, t.receivedDate),
  ],
);

/** The one automatic answer an unknown sender gets per day. */
export const mailAutoAnswers = pgTable(
  'mail_auto_answers',
  {
    address: varchar('address', { length: 254 }).notNull(),
    answerDate: date('answer_date', { mode: 'string' }).notNull(),
    sentDate: timestamptz('sent_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.address, t.answerDate] })],
);
