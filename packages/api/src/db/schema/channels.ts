// The e-mail channel (docs/product/channels.md#reading-mail): the mailboxes the server reads, every mail it took from
// them (by Message-ID, so a mail is processed once across restarts and processes), and the automatic answers sent to
// unknown senders.
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SenderCheckValue } from '@tms/contracts';
import { auditColumns, id, timestamptz } from './columns';
import { companyRowColumns } from './company';
import { categories, subCategories } from './catalogues';
import { workItemDiscussions, workItems } from './tickets';

export const mailboxes = pgTable(
  'mailboxes',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    secure: boolean('secure').notNull().default(true),
    userName: varchar('user_name', { length: 255 }).notNull(),
    /** AES-256-GCM: base64url of iv, auth tag and cipher text; never leaves the server. */
    passwordCipher: text('password_cipher').notNull(),
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
