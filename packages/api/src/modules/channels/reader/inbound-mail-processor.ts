// One mail, processed once (PRODUCT.md §9): claimed by its Message-ID before anything is done, then read, sorted
// (own, automatic, a reply, a known or unknown sender) and acted on, and its outcome recorded. A mail that cannot be
// read is recorded as failed with its reason; nothing about it stops the mails after it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { InboundMailOutcome, channelMessages, ticketIdFromMessageIds, ticketIdFromSubject } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { loadAuthUser } from '../../../plugins/current-user';
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

/** What the processor did with a mail: `repeated` when it had been claimed before and was left alone. */
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

export function createInboundMailProcessor(ctx: AppContext) {
  const { db } = ctx;
  const actions = createMailActions(ctx);

  async function personMail(mailbox: MailboxAccount, mail: ParsedMail, from: string): Promise<MailOutcome> {
    const userId = await mailSendersRepository.activeUserId(db, from);
    const user = userId === null ? null : await loadAuthUser(db, userId);
    if (user === null) return actions.answerUnknown(from, mail);
    const ticketId = ticketIdFromSubject(mail.subject) ?? ticketIdFromMessageIds(referencedIdsOf(mail));
    const replied = ticketId === null ? null : await actions.reply(user, ticketId, mail);
    return replied ?? actions.createTicket(user, mailbox, mail);
  }

  async function decide(mailbox: MailboxAccount, source: Buffer): Promise<MailOutcome> {
    const mail = await parse(source);
    if (typeof mail === 'string') return { outcome: InboundMailOutcome.Failed, reason: mail };
    const from = senderOf(mail);
    const read = { subject: mail.subject ?? '' };
    if (from === null) return { outcome: InboundMailOutcome.Failed, reason: channelMessages.noSender, ...read };
    const seen = { ...read, fromAddress: from };
    const kind = classifyMail(mail, from, await mailboxesRepository.addresses(db));
    if (kind === 'own') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.ownMail, ...seen };
    if (kind === 'automatic') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.automatic, ...seen };
    return { ...(await personMail(mailbox, mail, from)), ...seen };
  }

  /** Records, unread, a mail refused before its content was fetched (too large). */
  async function refuse(mailbox: MailboxAccount, messageId: string, reason: string): Promise<ProcessResult> {
    const claim = await inboundMailsRepository.claim(db, { mailboxId: mailbox.id, messageId, fromAddress: null, subject: null });
    if (claim === null) return { outcome: 'repeated' };
    const outcome = { outcome: InboundMailOutcome.Failed, reason };
    await inboundMailsRepository.finish(db, claim, outcome);
    return outcome;
  }

  async function process(mailbox: MailboxAccount, fetched: FetchedMail): Promise<ProcessResult> {
    const claim = await inboundMailsRepository.claim(db, {
      mailboxId: mailbox.id,
      messageId: fetched.messageId,
      fromAddress: null,
      subject: null,
    });
    if (claim === null) {
      // Claimed before: finished, or left mid-way by a stopped process. Either way it is never acted on twice.
      await inboundMailsRepository.closeInterrupted(db, mailbox.id, fetched.messageId, channelMessages.interrupted);
      return { outcome: 'repeated' };
    }
    const outcome = await decide(mailbox, fetched.source);
    await inboundMailsRepository.finish(db, claim, outcome);
    return outcome;
  }

  return { process, refuse };
}

export type InboundMailProcessor = ReturnType<typeof createInboundMailProcessor>;
