// One mail, processed exactly once (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): read, sorted (own,
// automatic, a reply, a known or unknown sender) and acted on in one transaction with its record (by Message-ID), so
// the ticket or message and the record commit together or not at all. A mail already recorded is left alone; a
// transaction that fails leaves the mail unrecorded, to be tried again at the next read. A mail that cannot be read is
// recorded as failed with its reason; nothing about it stops the mails after it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { InboundMailOutcome, channelMessages, ticketIdFromMessageIds, ticketIdFromSubject } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { loadAuthUser } from '../../../plugins/current-user';
import { createReceivedFiles, type ReceivedFiles } from '../../tickets';
import { mailboxesRepository, type MailboxAccount } from '../mailboxes/mailboxes.repository';
import { inboundMailsRepository, type MailOutcome } from './inbound-mails.repository';
import { createMailActions } from './mail-actions';
import { classifyMail } from './mail-classifier';
import { referencedIdsOf, senderOf } from './mail-content';
import { mailSendersRepository } from './mail-senders.repository';

/** Headers above this size are refused unread (a mail made to exhaust the parser). */
export const MAX_HEADER_BYTES = 256 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');
const BARE_HEADER_END = Buffer.from('\n\n');

export interface FetchedMail {
  messageId: string;
  source: Buffer;
}

/** What the processor did with a mail: `repeated` when it had been recorded before and was left alone. */
export type ProcessResult = MailOutcome | { outcome: 'repeated' };

function headerBytes(source: Buffer): number {
  const crlf = source.indexOf(HEADER_END);
  const lf = source.indexOf(BARE_HEADER_END);
  const ends = [crlf, lf].filter((index) => index >= 0);
  return ends.length ? Math.min(...ends) : source.length;
}

async function parse(source: Buffer): Promise<ParsedMail | string> {
  if (headerBytes(source) > MAX_HEADER_BYTES) return channelMessages.headersTooLarge;
  try {
    return await simpleParser(source, { skipImageLinks: true });
  } catch (error) {
    // The parser throws only for the mail's own bytes: the reason is recorded on the mail.
    return channelMessages.unreadable((error as Error).message);
  }
}

/** The context of a transaction: every query of the mail's work goes through `tx` (PGlite has one connection). */
const withinTransaction = (ctx: AppContext, tx: Executor): AppContext => ({ ...ctx, db: tx });

async function personMail(ctx: AppContext, files: ReceivedFiles, mailbox: MailboxAccount, mail: ParsedMail, from: string) {
  const actions = createMailActions(ctx, files);
  const userId = await mailSendersRepository.activeUserId(ctx.db, from);
  const user = userId === null ? null : await loadAuthUser(ctx.db, userId);
  if (user === null) return actions.answerUnknown(from, mail);
  const ticketId = ticketIdFromSubject(mail.subject) ?? ticketIdFromMessageIds(referencedIdsOf(mail));
  const replied = ticketId === null ? null : await actions.reply(user, ticketId, mail);
  return replied ?? actions.createTicket(user, mailbox, mail);
}

async function decide(ctx: AppContext, files: ReceivedFiles, mailbox: MailboxAccount, mail: ParsedMail | string) {
  if (typeof mail === 'string') return { outcome: InboundMailOutcome.Failed, reason: mail };
  const from = senderOf(mail);
  const read = { subject: mail.subject ?? '' };
  if (from === null) return { outcome: InboundMailOutcome.Failed, reason: channelMessages.noSender, ...read };
  const seen = { ...read, fromAddress: from };
  const kind = classifyMail(mail, from, await mailboxesRepository.addresses(ctx.db));
  if (kind === 'own') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.ownMail, ...seen };
  if (kind === 'automatic') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.automatic, ...seen };
  return { ...(await personMail(ctx, files, mailbox, mail, from)), ...seen };
}

export function createInboundMailProcessor(ctx: AppContext) {
  const { db } = ctx;
  const claimOf = (mailbox: MailboxAccount, messageId: string) => ({
    mailboxId: mailbox.id,
    messageId,
    fromAddress: null,
    subject: null,
  });

  /** Records the mail with what `act` made of it, in one transaction with everything `act` wrote. */
  async function record(
    mailbox: MailboxAccount,
    messageId: string,
    act: (txCtx: AppContext) => Promise<MailOutcome>,
  ): Promise<ProcessResult> {
    return db.transaction(async (tx) => {
      // Another process that recorded the mail meanwhile holds its row: this insert waits for it, then does nothing.
      const claim = await inboundMailsRepository.claim(tx, claimOf(mailbox, messageId));
      if (claim === null) return { outcome: 'repeated' } as const;
      const outcome = await act(withinTransaction(ctx, tx));
      await inboundMailsRepository.finish(tx, claim, outcome);
      return outcome;
    });
  }

  /** Records, unread, a mail refused before its content was fetched (too large). */
  async function refuse(mailbox: MailboxAccount, messageId: string, reason: string): Promise<ProcessResult> {
    if (await inboundMailsRepository.isRecorded(db, mailbox.id, messageId)) return { outcome: 'repeated' };
    return record(mailbox, messageId, async () => ({ outcome: InboundMailOutcome.Failed, reason }));
  }

  async function process(mailbox: MailboxAccount, fetched: FetchedMail): Promise<ProcessResult> {
    // Recorded before: its transaction committed, and only marking it seen was left undone (a crash, a lost connection).
    if (await inboundMailsRepository.isRecorded(db, mailbox.id, fetched.messageId)) return { outcome: 'repeated' };
    const mail = await parse(fetched.source);
    const files = createReceivedFiles(ctx);
    // A transaction that rolls back takes the files stored for the mail with it; the mail stays unrecorded and is
    // tried again.
    return record(mailbox, fetched.messageId, (txCtx) => decide(txCtx, files, mailbox, mail));
  }

  return { process, refuse };
}

export type InboundMailProcessor = ReturnType<typeof createInboundMailProcessor>;
