// One mail, processed exactly once (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): read, sorted (own,
// automatic, a reply, a known or unknown sender) and acted on in one transaction with its record (by Message-ID), so
// the ticket or message and the record commit together or not at all. A mail already recorded is left alone; a
// transaction that fails leaves the mail unrecorded, to be tried again at the next read. A mail that cannot be read is
// recorded as failed with its reason; nothing about it stops the mails after it. A mail whose Message-ID was recorded
// before is the same mail read again when its source is the same (left alone); with another source it is another mail
// reusing the Message-ID, recorded apart as ignored with its reason, so an administrator sees it. Whom the mail may act
// as is the mailbox's sender check (sender-trust.ts).
import { createHash } from 'node:crypto';
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
import { loadReplyTokens, type ReplyTokens } from '../reply-tokens/reply-token';
import { senderTrust } from './sender-trust';

/** Headers above this size are refused unread (a mail made to exhaust the parser). */
export const MAX_HEADER_BYTES = 256 * 1024;
/** How much of the source's hash tells a repeated Message-ID's record apart from the first mail's. */
const REPEAT_KEY_HEX = 16;
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

const sourceHashOf = (source: Buffer) => createHash('sha256').update(source).digest('hex');

/** What reading a mail needs besides the mail: where it was read, where its files go, and the reply tokens' key. */
interface MailSetting {
  mailbox: MailboxAccount;
  files: ReceivedFiles;
  tokens: ReplyTokens;
}

async function personMail(ctx: AppContext, { mailbox, files, tokens }: MailSetting, mail: ParsedMail, from: string) {
  const actions = createMailActions(ctx, files);
  const userId = await mailSendersRepository.activeUserId(ctx.db, from);
  const user = userId === null ? null : await loadAuthUser(ctx.db, userId);
  if (user === null) return actions.answerUnknown(from, mail);
  const trust = senderTrust(mail, mailbox, from, user.id, tokens);
  if (trust.kind === 'unverified') return actions.answerUnverified(from, mail);
  if (trust.kind === 'reply') return (await actions.reply(user, trust.ticketId, mail)) ?? actions.answerUnverified(from, mail);
  const ticketId = ticketIdFromSubject(mail.subject) ?? ticketIdFromMessageIds(referencedIdsOf(mail));
  const replied = ticketId === null ? null : await actions.reply(user, ticketId, mail);
  return replied ?? actions.createTicket(user, mailbox, mail);
}

async function decide(ctx: AppContext, setting: MailSetting, mail: ParsedMail | string) {
  if (typeof mail === 'string') return { outcome: InboundMailOutcome.Failed, reason: mail };
  const from = senderOf(mail);
  const read = { subject: mail.subject ?? '' };
  if (from === null) return { outcome: InboundMailOutcome.Failed, reason: channelMessages.noSender, ...read };
  const seen = { ...read, fromAddress: from };
  const kind = classifyMail(mail, from, await mailboxesRepository.addresses(ctx.db));
  if (kind === 'own') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.ownMail, ...seen };
  if (kind === 'automatic') return { outcome: InboundMailOutcome.Ignored, reason: channelMessages.automatic, ...seen };
  return { ...(await personMail(ctx, setting, mail, from)), ...seen };
}

export function createInboundMailProcessor(ctx: AppContext) {
  const { db } = ctx;
  let replyTokens: Promise<ReplyTokens> | undefined;
  /** Read once, and never inside a mail's transaction (PGlite has one connection). */
  const tokens = () => (replyTokens ??= loadReplyTokens(db));
  const claimOf = (mailbox: MailboxAccount, messageId: string, sourceHash: string | null) => ({
    mailboxId: mailbox.id,
    messageId,
    sourceHash,
    fromAddress: null,
    subject: null,
  });

  /** Records the mail with what `act` made of it, in one transaction with everything `act` wrote. */
  async function record(
    mailbox: MailboxAccount,
    messageId: string,
    sourceHash: string | null,
    act: (txCtx: AppContext) => Promise<MailOutcome>,
  ): Promise<ProcessResult> {
    return db.transaction(async (tx) => {
      // Another process that recorded the mail meanwhile holds its row: this insert waits for it, then does nothing.
      const claim = await inboundMailsRepository.claim(tx, claimOf(mailbox, messageId, sourceHash));
      if (claim === null) return { outcome: 'repeated' } as const;
      const outcome = await act(withinTransaction(ctx, tx));
      await inboundMailsRepository.finish(tx, claim, outcome);
      return outcome;
    });
  }

  /** Records, unread, a mail refused before its content was fetched (too large). */
  async function refuse(mailbox: MailboxAccount, messageId: string, reason: string): Promise<ProcessResult> {
    if (await inboundMailsRepository.isRecorded(db, mailbox.id, messageId)) return { outcome: 'repeated' };
    return record(mailbox, messageId, null, async () => ({ outcome: InboundMailOutcome.Failed, reason }));
  }

  /** Records, apart and left alone, a mail reusing the Message-ID of another one recorded before. */
  async function recordRepeat(mailbox: MailboxAccount, fetched: FetchedMail, sourceHash: string): Promise<ProcessResult> {
    const mail = await parse(fetched.source);
    const seen = typeof mail === 'string' ? {} : { fromAddress: senderOf(mail) ?? undefined, subject: mail.subject ?? '' };
    const key = `${fetched.messageId}#${sourceHash.slice(0, REPEAT_KEY_HEX)}`;
    const reason = channelMessages.repeatedMessageId;
    return record(mailbox, key, sourceHash, async () => ({ outcome: InboundMailOutcome.Ignored, reason, ...seen }));
  }

  async function process(mailbox: MailboxAccount, fetched: FetchedMail): Promise<ProcessResult> {
    const sourceHash = sourceHashOf(fetched.source);
    const earlier = await inboundMailsRepository.recordedHash(db, mailbox.id, fetched.messageId);
    // The same mail recorded before: its transaction committed, and only marking it seen was left undone (a crash, a
    // lost connection).
    if (earlier === sourceHash) return { outcome: 'repeated' };
    if (earlier !== undefined) return recordRepeat(mailbox, fetched, sourceHash);
    const mail = await parse(fetched.source);
    const setting = { mailbox, files: createReceivedFiles(ctx), tokens: await tokens() };
    // A transaction that rolls back takes the files stored for the mail with it; the mail stays unrecorded and is
    // tried again.
    return record(mailbox, fetched.messageId, sourceHash, (txCtx) => decide(txCtx, setting, mail));
  }

  return { process, refuse };
}

export type InboundMailProcessor = ReturnType<typeof createInboundMailProcessor>;
