// Mailboxes: the admin rows with their category names and sign-in (never a secret nor a token), the reader's rows
// with the sealed password or OAuth secrets, and the writes.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { MailboxAuthKind, type MailboxAuthKindValue, type SenderCheckValue } from '@tms/contracts';
import { categories, mailboxes, subCategories } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import type { RowValues } from '../../../lib/catalogue-kit/stamped-rows';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';
import { rowExists } from '../../../lib/row-exists';

/** What every read of a mailbox takes: the server and account (never the password) and where new tickets go. */
const settingsColumns = {
  id: mailboxes.id,
  companyId: mailboxes.companyId,
  code: mailboxes.code,
  host: mailboxes.host,
  port: mailboxes.port,
  secure: mailboxes.secure,
  userName: mailboxes.userName,
  authKind: mailboxes.authKind,
  folder: mailboxes.folder,
  address: mailboxes.address,
  senderCheck: mailboxes.senderCheck,
  authservId: mailboxes.authservId,
  categoryId: mailboxes.categoryId,
  subCategoryId: mailboxes.subCategoryId,
};

/** How the mailbox signs in, as the admin sees it: the settings and the connection's state, no secret and no token. */
const signInColumns = {
  tenant: mailboxes.oauthTenant,
  authorizationEndpoint: mailboxes.oauthAuthorizationEndpoint,
  tokenEndpoint: mailboxes.oauthTokenEndpoint,
  scopes: mailboxes.oauthScopes,
  clientId: mailboxes.oauthClientId,
  hasClientSecret: sql<boolean>`${mailboxes.oauthClientSecretCipher} IS NOT NULL`,
  connectedAddress: mailboxes.oauthConnectedAddress,
  accessTokenExpiresAt: sql<string | null>`${isoText(sql`${mailboxes.oauthAccessTokenExpiresAt}`)}`,
  needsReconnect: mailboxes.oauthNeedsReconnect,
};

const columns = {
  ...settingsColumns,
  ...signInColumns,
  categoryCode: categories.code,
  subCategoryCode: subCategories.code,
  isActive: mailboxes.isActive,
};

const itemColumns = { id: mailboxes.id, code: mailboxes.code, address: mailboxes.address };

/** The OAuth settings and sealed secrets of a mailbox (nulls for a mailbox signing in with a password). */
export interface MailboxOAuthSecrets {
  oauthAuthorizationEndpoint: string | null;
  oauthTokenEndpoint: string | null;
  oauthScopes: string | null;
  oauthClientId: string | null;
  oauthClientSecretCipher: string | null;
  oauthRefreshTokenCipher: string | null;
  oauthAccessTokenCipher: string | null;
  oauthAccessTokenExpiresAt: Date | null;
  oauthNeedsReconnect: boolean;
}

/** What the reader needs of a mailbox: how to connect (password or OAuth secrets still sealed) and where new tickets go. */
export interface MailboxAccount extends MailboxOAuthSecrets {
  id: number;
  companyId: number;
  code: string;
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  authKind: MailboxAuthKindValue;
  passwordCipher: string | null;
  folder: string;
  address: string;
  senderCheck: SenderCheckValue;
  authservId: string | null;
  categoryId: number;
  subCategoryId: number;
  modifiedDate: Date;
}

const oauthSecretColumns = {
  oauthAuthorizationEndpoint: mailboxes.oauthAuthorizationEndpoint,
  oauthTokenEndpoint: mailboxes.oauthTokenEndpoint,
  oauthScopes: mailboxes.oauthScopes,
  oauthClientId: mailboxes.oauthClientId,
  oauthClientSecretCipher: mailboxes.oauthClientSecretCipher,
  oauthRefreshTokenCipher: mailboxes.oauthRefreshTokenCipher,
  oauthAccessTokenCipher: mailboxes.oauthAccessTokenCipher,
  oauthAccessTokenExpiresAt: mailboxes.oauthAccessTokenExpiresAt,
  oauthNeedsReconnect: mailboxes.oauthNeedsReconnect,
};

const accountColumns = {
  ...settingsColumns,
  ...oauthSecretColumns,
  passwordCipher: mailboxes.passwordCipher,
  modifiedDate: mailboxes.modifiedDate,
};

/** A mailbox the reader may sign in to: a password one, or an OAuth one connected and not waiting for a reconnection. */
const readable = and(
  eq(mailboxes.isActive, true),
  or(
    eq(mailboxes.authKind, MailboxAuthKind.Password),
    and(isNotNull(mailboxes.oauthRefreshTokenCipher), eq(mailboxes.oauthNeedsReconnect, false)),
  ),
);

const rows = stampedRows(mailboxes);
/** What a save writes; a secret left undefined stays as stored. */
export type MailboxValues = RowValues<typeof mailboxes>;

export const mailboxesRepository = {
  ...catalogueTable({
    table: mailboxes,
    query: (db) =>
      db
        .select(columns)
        .from(mailboxes)
        .innerJoin(categories, eq(categories.id, mailboxes.categoryId))
        .innerJoin(subCategories, eq(subCategories.id, mailboxes.subCategoryId)),
    itemQuery: (db) => db.select(itemColumns).from(mailboxes),
  }),

  insert: (db: Executor, values: MailboxValues, companyId: number, actorId: number) =>
    rows.insert(db, values, companyId, actorId),

  /** A secret (password, client secret, tokens) left undefined in `values` stays as stored. */
  update: (db: Executor, id: number, values: MailboxValues, actorId: number) => rows.update(db, id, values, actorId),

  async account(db: Executor, id: number): Promise<MailboxAccount | undefined> {
    const [row] = await db.select(accountColumns).from(mailboxes).where(eq(mailboxes.id, id));
    return row;
  },

  /** The mailboxes the reader signs in to (docs/product/channels.md#oauth-sign-in: never connected or waiting for a
   * reconnection, an OAuth mailbox is left alone). */
  activeAccounts: (db: Executor): Promise<MailboxAccount[]> =>
    db.select(accountColumns).from(mailboxes).where(readable).orderBy(mailboxes.id),

  /** The addresses of every mailbox: a mail from one of them is the product's own. */
  async addresses(db: Executor): Promise<string[]> {
    const found = await db.select({ address: mailboxes.address }).from(mailboxes);
    return found.map((row) => row.address.toLowerCase());
  },

  /** True when the sub-category is active and belongs to the active category. */
  async subCategoryOf(db: Executor, categoryId: number, subCategoryId: number) {
    const [row] = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(
        and(
          eq(subCategories.id, subCategoryId),
          eq(subCategories.categoryId, categoryId),
          eq(subCategories.isActive, true),
          eq(categories.isActive, true),
        ),
      );
    return row !== undefined;
  },

  activeCategory: (db: Executor, categoryId: number): Promise<boolean> =>
    rowExists(db, categories, and(eq(categories.id, categoryId), eq(categories.isActive, true))),
};
