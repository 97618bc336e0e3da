// Mailboxes: the admin rows with their category names, the reader's rows with the sealed password, and the writes.
import { and, eq } from 'drizzle-orm';
import type { SenderCheckValue } from '@tms/contracts';
import { categories, mailboxes, subCategories } from '../../../db/schema';
import type { Executor } from '../../../db/client';
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
  folder: mailboxes.folder,
  address: mailboxes.address,
  senderCheck: mailboxes.senderCheck,
  authservId: mailboxes.authservId,
  categoryId: mailboxes.categoryId,
  subCategoryId: mailboxes.subCategoryId,
};

const columns = {
  ...settingsColumns,
  categoryCode: categories.code,
  subCategoryCode: subCategories.code,
  isActive: mailboxes.isActive,
};

const itemColumns = { id: mailboxes.id, code: mailboxes.code, address: mailboxes.address };

/** What the reader needs of a mailbox: how to connect (password still sealed) and where new tickets go. */
export interface MailboxAccount {
  id: number;
  companyId: number;
  code: string;
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  passwordCipher: string;
  folder: string;
  address: string;
  senderCheck: SenderCheckValue;
  authservId: string | null;
  categoryId: number;
  subCategoryId: number;
  modifiedDate: Date;
}

const accountColumns = {
  ...settingsColumns,
  passwordCipher: mailboxes.passwordCipher,
  modifiedDate: mailboxes.modifiedDate,
};

const rows = stampedRows(mailboxes);
export type MailboxValues = Omit<Parameters<typeof rows.insert>[1], 'passwordCipher'> & { passwordCipher?: string };

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

  insert: (db: Executor, values: MailboxValues & { passwordCipher: string }, companyId: number, actorId: number) =>
    rows.insert(db, values, companyId, actorId),

  /** Without a passwordCipher the stored password stays. */
  update: (db: Executor, id: number, values: MailboxValues, actorId: number) =>
    rows.update(db, id, values as Parameters<typeof rows.update>[2], actorId),

  async account(db: Executor, id: number): Promise<MailboxAccount | undefined> {
    const [row] = await db.select(accountColumns).from(mailboxes).where(eq(mailboxes.id, id));
    return row;
  },

  activeAccounts: (db: Executor): Promise<MailboxAccount[]> =>
    db.select(accountColumns).from(mailboxes).where(eq(mailboxes.isActive, true)).orderBy(mailboxes.id),

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
