// Sends outbox mails through SMTP (SMTP_URL) with nodemailer. Each mail carries a Message-ID made from its outbox
// row, so a mail sent again after a crash (accepted by SMTP, not yet marked sent) is recognisably the same message
// and mail clients show it once. A mail about a ticket (its link opens the ticket) is threaded for the e-mail channel
// (docs/product/notifications.md#mail): `[#id]` in the subject, a Message-ID naming the ticket, References to the
// ticket's thread, and Reply-To the mailbox that receives the ticket's mails, so an answer lands in the ticket's
// discussion. The Message-ID also carries the recipient's reply token (docs/product/channels.md#who-sent-a-mail), which
// the answer names back and which proves to the channel that the recipient wrote it. Every mail says it is automatic
// and carries the loop header, so the channel never takes our own mails for a person's. A mail's attached files
// (base64 in the outbox row) go as its attachments.
import nodemailer from 'nodemailer';
import {
  LOOP_HEADER,
  subjectToken,
  ticketIdFromSubject,
  ticketMessageId,
  ticketThreadRoot,
  type AutoReplyMark,
} from '@tms/contracts';
import { renderMail, type MailMessage } from '../../../lib/outbox';
import type { OutboxRow } from './outbox-worker';

/** The address answers should go to: the mailbox for the ticket's category, else the first active one; null for none. */
export type ReplyAddressLookup = (ticketId: number | null) => Promise<string | null>;

/** The reply token of a mail about `ticketId` sent to `address`, for its Message-ID; null for none. */
export type ReplyMarkLookup = (ticketId: number, address: string) => Promise<string | null>;

const TICKET_LINK = /^\/ticket\/(\d{1,10})$/;
const noReplyAddress: ReplyAddressLookup = async () => null;
const noReplyMark: ReplyMarkLookup = async () => null;

/** The unique part of a row's Message-ID: the same for every send of the row, unique across databases. */
const rowStamp = (row: Pick<OutboxRow, 'id' | 'createdDate'>) => `${row.id}.${new Date(row.createdDate).getTime().toString(36)}`;

export const outboxMessageId = (row: Pick<OutboxRow, 'id' | 'createdDate'>, publicUrl: string) =>
  `<outbox.${rowStamp(row)}@${new URL(publicUrl).hostname}>`;

/** The ticket a mail is about: the one its link opens. */
export function ticketOfMail(mail: MailMessage): number | null {
  const match = mail.link ? TICKET_LINK.exec(mail.link.path) : null;
  return match ? Number(match[1]) : null;
}

/** The threading headers of a mail about `ticketId` (its Message-ID ending in `replyMark`), of an automatic answer, or of neither. */
export function threadingOf(
  mail: MailMessage & AutoReplyMark,
  row: Pick<OutboxRow, 'id' | 'createdDate'>,
  publicUrl: string,
  replyMark: string | null = null,
) {
  const domain = new URL(publicUrl).hostname;
  const ticketId = ticketOfMail(mail);
  const autoSubmitted = mail.autoReplied ? 'auto-replied' : 'auto-generated';
  const headers = { 'Auto-Submitted': autoSubmitted, [LOOP_HEADER]: domain };
  if (ticketId === null) {
    const answered = mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {};
    return { ticketId, subject: mail.subject, messageId: outboxMessageId(row, publicUrl), headers, ...answered };
  }
  const root = ticketThreadRoot(ticketId, domain);
  const subject = ticketIdFromSubject(mail.subject) === ticketId ? mail.subject : `${mail.subject} ${subjectToken(ticketId)}`;
  const messageId = ticketMessageId(ticketId, replyMark ? `${rowStamp(row)}.${replyMark}` : rowStamp(row), domain);
  return { ticketId, subject, messageId, headers, inReplyTo: root, references: [root] };
}

export function createMailSender(
  smtpUrl: string,
  from: string,
  publicUrl: string,
  replyAddress = noReplyAddress,
  replyMark = noReplyMark,
) {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail: MailMessage & AutoReplyMark, row: OutboxRow) => {
    const aboutTicket = ticketOfMail(mail);
    const mark = aboutTicket === null ? null : await replyMark(aboutTicket, mail.to);
    const { ticketId, ...threading } = threadingOf(mail, row, publicUrl, mark);
    const message = renderMail(mail, publicUrl);
    const replyTo = await replyAddress(ticketId);
    const attachments = mail.attachments?.map((file) => ({
      filename: file.name,
      contentType: file.contentType,
      content: file.content,
      encoding: 'base64',
    }));
    await transport.sendMail({
      from,
      ...message,
      ...threading,
      ...(replyTo ? { replyTo } : {}),
      ...(attachments ? { attachments } : {}),
    });
  };
}
