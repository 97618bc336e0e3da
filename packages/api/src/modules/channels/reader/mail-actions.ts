// What a person's mail becomes, through the tickets context's own rules (routing, SLA, history, notifications,
// sanitising, attachment limits): a new ticket in the mailbox's defaults, a discussion message of the ticket it
// answers, or, from an unknown address or an unverified sender, the one automatic answer of the day. Built on the
// processor's transaction,
// so what a mail becomes and the mail's record commit together.
import {
  InboundMailOutcome,
  Permission,
  Severity,
  TicketOrigin,
  TicketStatus,
  channelMessages,
  messages,
  ticketEditableFields,
  ticketInput,
  ticketUpdateInput,
  type AutoReplyMark,
  type Ticket,
} from '@tms/contracts';
import type { ParsedMail } from 'mailparser';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { enqueueMail, type MailMessage } from '../../../lib/outbox';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';
import { createTicketsService, type ReceivedFiles, type SaveOptions } from '../../tickets';
import type { MailboxAccount } from '../mailboxes/mailboxes.repository';
import { inboundMailsRepository } from './inbound-mails.repository';
import type { MailOutcome } from './inbound-mails.repository';
import { detailOf, replyTextOf, textToHtml, ticketSubjectOf } from './mail-content';
import { storeMailFiles, type MailFiles } from './mail-files';
import { mailSendersRepository } from './mail-senders.repository';

/** The mailbox gives no severity: a mail's ticket starts at 'Media', as a person would pick by default. */
export const MAIL_TICKET_SEVERITY = Severity.Medium;
const BY_MAIL: SaveOptions = { origin: TicketOrigin.Mail };
const CLIENT_ERRORS = { min: 400, max: 499 };

/** The automatic answer's text, and the reasons recorded when it is sent and when the day's was sent before. */
const AUTO_ANSWERS = {
  unknown: {
    text: channelMessages.autoAnswerText,
    sent: channelMessages.unknownSender,
    again: channelMessages.unknownSenderAgain,
  },
  unverified: {
    text: channelMessages.unverifiedAnswerText,
    sent: channelMessages.unverifiedSender,
    again: channelMessages.unverifiedSenderAgain,
  },
};

const isClientError = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode >= CLIENT_ERRORS.min && error.statusCode <= CLIENT_ERRORS.max;

/** The reason a refused input gives, in the tickets context's Spanish words. */
const refusal = (error: AppError) =>
  channelMessages.rejected(error.fields ? Object.values(error.fields).join(' ') : error.message);

/** The note naming the refused files, as a paragraph of its own. */
const noteHtml = (files: MailFiles) => (files.note ? textToHtml(files.note) : '');

/** The form fields of a ticket as GET returns them, sent back unchanged with a new message (the tolerant reader). */
const unchangedFields = (ticket: Ticket) => ({
  ...ticketEditableFields(ticket),
  assignedTo: ticket.assignedTo,
  parentId: ticket.parentId,
  childs: ticket.childs,
  subscribers: ticket.subscribers,
  attachments: ticket.attachments,
  tasks: [],
  modifiedDate: ticket.modifiedDate,
});

/** `ctx.db` is the processor's transaction; `files` stores the mail's files and takes them away if it rolls back. */
export function createMailActions(ctx: AppContext, files: ReceivedFiles) {
  const tickets = createTicketsService(ctx);
  const { db } = ctx;

  async function createTicket(user: AuthUser, mailbox: MailboxAccount, mail: ParsedMail): Promise<MailOutcome> {
    if (!hasPermission(user, Permission.CreateTicket)) {
      return { outcome: InboundMailOutcome.Failed, reason: channelMessages.rejected(messages.forbidden) };
    }
    const stored = await storeMailFiles(db, files, user, mail, detailOf(mail), {
      subCategoryId: mailbox.subCategoryId,
      mayAttach: true,
    });
    const parsed = ticketInput.safeParse({
      subject: ticketSubjectOf(mail),
      detail: stored.html,
      categoryId: mailbox.categoryId,
      subCategoryId: mailbox.subCategoryId,
      severityId: MAIL_TICKET_SEVERITY,
      statusId: TicketStatus.Initial,
      attachments: stored.uploadIds,
      discussion: noteHtml(stored) || null,
    });
    if (!parsed.success) {
      return { outcome: InboundMailOutcome.Failed, reason: channelMessages.rejected(parsed.error.issues[0].message) };
    }
    try {
      const ticket = await tickets.create(user, parsed.data, BY_MAIL);
      return { outcome: InboundMailOutcome.Ticket, ticketId: ticket.id };
    } catch (error) {
      if (isClientError(error)) return { outcome: InboundMailOutcome.Failed, reason: refusal(error) };
      throw error;
    }
  }

  /** The ticket when the sender may see it; null otherwise (the mail is then a new ticket). */
  async function visibleTicket(user: AuthUser, ticketId: number): Promise<Ticket | null> {
    try {
      return await tickets.detail(user, ticketId);
    } catch (error) {
      if (isClientError(error)) return null;
      throw error;
    }
  }

  /** Posts the reply on the ticket as read now; a save that raced it (`ticket.stale`) is retried once on the newer version. */
  async function postMessage(user: AuthUser, ticket: Ticket, html: string, uploadIds: number[], retry = true): Promise<void> {
    const fields = unchangedFields(ticket);
    const input = ticketUpdateInput.parse({ ...fields, attachments: [...fields.attachments, ...uploadIds], discussion: html });
    try {
      await tickets.update(user, ticket.id, input, BY_MAIL);
    } catch (error) {
      if (!(retry && error instanceof AppError && error.code === 'ticket.stale')) throw error;
      await postMessage(user, await tickets.detail(user, ticket.id), html, uploadIds, false);
    }
  }

  /**
   * The mail as a message of the ticket it answers; of the ticket that one was merged into, when it was
   * (docs/product/self-service.md#merge). Null when the sender may not see that ticket.
   */
  async function reply(user: AuthUser, answeredId: number, mail: ParsedMail): Promise<MailOutcome | null> {
    const ticketId = await tickets.mergeDestination(answeredId);
    const ticket = await visibleTicket(user, ticketId);
    if (ticket === null) return null;
    const text = replyTextOf(mail);
    const target = { subCategoryId: ticket.subCategoryId, mayAttach: ticket.abilities.canEdit };
    const stored = await storeMailFiles(db, files, user, mail, text === '' ? detailOf(mail) : textToHtml(text), target);
    try {
      await postMessage(user, ticket, stored.html + noteHtml(stored), stored.uploadIds);
    } catch (error) {
      if (isClientError(error)) return { outcome: InboundMailOutcome.Failed, reason: refusal(error), ticketId };
      throw error;
    }
    const discussionId = await mailSendersRepository.lastDiscussionId(db, ticketId, user.id);
    return { outcome: InboundMailOutcome.Message, ticketId, discussionId };
  }

  /** One automatic answer per address per day, queued in the durable outbox with the day's mark. */
  async function answerAutomatically(address: string, mail: ParsedMail, kind: keyof typeof AUTO_ANSWERS): Promise<MailOutcome> {
    const texts = AUTO_ANSWERS[kind];
    const answered = await db.transaction(async (tx) => {
      if (!(await inboundMailsRepository.takeAutoAnswer(tx, address))) return false;
      const answer: MailMessage & AutoReplyMark = {
        to: address,
        subject: channelMessages.autoAnswerSubject(ticketSubjectOf(mail)),
        paragraphs: [texts.text],
        autoReplied: true,
        ...(mail.messageId ? { inReplyTo: mail.messageId } : {}),
      };
      await enqueueMail(tx, answer);
      return true;
    });
    return answered
      ? { outcome: InboundMailOutcome.AutoAnswered, reason: texts.sent }
      : { outcome: InboundMailOutcome.Ignored, reason: texts.again };
  }

  return {
    createTicket,
    reply,
    /** From an address no active user has. */
    answerUnknown: (address: string, mail: ParsedMail) => answerAutomatically(address, mail, 'unknown'),
    /** From a user's address, but nothing backs the From: it may be forged. */
    answerUnverified: (address: string, mail: ParsedMail) => answerAutomatically(address, mail, 'unverified'),
  };
}
