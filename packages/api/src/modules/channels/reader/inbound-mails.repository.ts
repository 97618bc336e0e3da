// The record of the mails read from each mailbox: a mail is claimed by its Message-ID and finished with its outcome in
// the transaction that acts on it, so a second read (a restart, a crash, another process) never acts on it again.
import { and, desc, eq, sql } from 'drizzle-orm';
import { InboundMailOutcome, type InboundMail, type InboundMailOutcomeValue } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { inboundMails, mailAutoAnswers } from '../../../db/schema';
import { rowExists } from '../../../lib/row-exists';

/** How many mails the admin screen lists per mailbox (the newest). */
export const RECENT_MAILS_LIMIT = 200;
const SUBJECT_MAX = 500;
const ADDRESS_MAX = 254;
const MESSAGE_ID_MAX = 998;

export interface MailClaim {
  mailboxId: number;
  messageId: string;
  /** SHA-256 of the source (hex); null for a mail refused unread. */
  sourceHash: string | null;
  fromAddress: string | null;
  subject: string | null;
}

export interface MailOutcome {
  outcome: InboundMailOutcomeValue;
  reason?: string | null;
  ticketId?: number | null;
  discussionId?: number | null;
  /** Known once the mail is read. */
  fromAddress?: string;
  subject?: string;
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export const inboundMailsRepository = {
  /** The claim's id, or null when the mail was recorded before (by any process, at any time). */
  async claim(db: Executor, mail: MailClaim): Promise<number | null> {
    const rows = await db
      .insert(inboundMails)
      .values({
        mailboxId: mail.mailboxId,
        messageId: mail.messageId.slice(0, MESSAGE_ID_MAX),
        sourceHash: mail.sourceHash,
        fromAddress: clip(mail.fromAddress, ADDRESS_MAX),
        subject: clip(mail.subject, SUBJECT_MAX),
        outcome: InboundMailOutcome.Processing,
      })
      .onConflictDoNothing()
      .returning({ id: inboundMails.id });
    return rows[0]?.id ?? null;
  },

  /** True when the mail was recorded before (by any process, at any time): it is never acted on again. */
  isRecorded: (db: Executor, mailboxId: number, messageId: string): Promise<boolean> =>
    rowExists(
      db,
      inboundMails,
      and(eq(inboundMails.mailboxId, mailboxId), eq(inboundMails.messageId, messageId.slice(0, MESSAGE_ID_MAX))),
    ),

  /**
   * The source hash of the mail recorded with this Message-ID: undefined when none was, null when it was recorded
   * without one (refused unread, or before hashes were kept).
   */
  async recordedHash(db: Executor, mailboxId: number, messageId: string): Promise<string | null | undefined> {
    const [row] = await db
      .select({ sourceHash: inboundMails.sourceHash })
      .from(inboundMails)
      .where(and(eq(inboundMails.mailboxId, mailboxId), eq(inboundMails.messageId, messageId.slice(0, MESSAGE_ID_MAX))));
    return row?.sourceHash;
  },

  async finish(db: Executor, id: number, outcome: MailOutcome): Promise<void> {
    await db
      .update(inboundMails)
      .set({
        outcome: outcome.outcome,
        reason: outcome.reason ?? null,
        ticketId: outcome.ticketId ?? null,
        discussionId: outcome.discussionId ?? null,
        fromAddress: outcome.fromAddress === undefined ? undefined : clip(outcome.fromAddress, ADDRESS_MAX),
        subject: outcome.subject === undefined ? undefined : clip(outcome.subject, SUBJECT_MAX),
        finishedDate: new Date(),
      })
      .where(eq(inboundMails.id, id));
  },

  async recent(db: Executor, mailboxId: number): Promise<InboundMail[]> {
    const rows = await db
      .select({
        id: inboundMails.id,
        messageId: inboundMails.messageId,
        fromAddress: inboundMails.fromAddress,
        subject: inboundMails.subject,
        outcome: inboundMails.outcome,
        reason: inboundMails.reason,
        ticketId: inboundMails.ticketId,
        receivedDate: inboundMails.receivedDate,
      })
      .from(inboundMails)
      .where(eq(inboundMails.mailboxId, mailboxId))
      .orderBy(desc(inboundMails.receivedDate), desc(inboundMails.id))
      .limit(RECENT_MAILS_LIMIT);
    return rows.map((row) => ({
      ...row,
      outcome: row.outcome as InboundMailOutcomeValue,
      receivedDate: row.receivedDate.toISOString(),
    }));
  },

  /** True when this is the address's first automatic answer of the day (the row is written in the caller's transaction). */
  async takeAutoAnswer(db: Executor, address: string): Promise<boolean> {
    const rows = await db
      .insert(mailAutoAnswers)
      .values({ address: address.toLowerCase().slice(0, ADDRESS_MAX), answerDate: sql`CURRENT_DATE` })
      .onConflictDoNothing()
      .returning({ address: mailAutoAnswers.address });
    return rows.length > 0;
  },
};
